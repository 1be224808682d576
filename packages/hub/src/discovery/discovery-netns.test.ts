import { type ChildProcess, execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVethPair, type VethPair } from "./veth-pair.ts";

const run = promisify(execFile);
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

describe("LAN discovery between two network namespaces", () => {
  let net: VethPair;
  const servers: ChildProcess[] = [];

  beforeAll(() => {
    net = createVethPair(`d${process.pid % 10000}`, (process.pid % 200) + 20);
  });
  afterAll(async () => {
    for (const server of servers) if (server.exitCode === null) server.kill("SIGKILL");
    net?.destroy();
  });

  async function startHub(project: string, projectId: string, port: number): Promise<ChildProcess> {
    const child = spawn(
      "ip",
      ["netns", "exec", net.a, process.execPath, fixture("advertised-hub.ts"), project, projectId, String(port)],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    servers.push(child);
    const [chunk] = (await once(child.stdout!, "data")) as [Buffer];
    expect(chunk.toString()).toContain(`listening ${port}`);
    return child;
  }

  async function findFromB(projectId: string): Promise<string> {
    const { stdout } = await run("ip", [
      "netns",
      "exec",
      net.b,
      process.execPath,
      fixture("find-hub.ts"),
      projectId,
      "4000",
    ]);
    return stdout.trim();
  }

  it("finds the hub whose project id matches among several of the same name, and finds it again after it moves port", async () => {
    await startHub("other-project", "other-project-id", 47301);
    await startHub("demo", "another-demo-id", 47304);
    const first = await startHub("demo", "our-demo-id", 47302);
    expect(await findFromB("our-demo-id")).toBe(`http://${net.addressA}:47302`);

    first.kill("SIGTERM");
    await once(first, "exit");
    await startHub("demo", "our-demo-id", 47303);
    expect(await findFromB("our-demo-id")).toBe(`http://${net.addressA}:47303`);
    expect(await findFromB("missing-project-id")).toBe("none");
  }, 30_000);
});
