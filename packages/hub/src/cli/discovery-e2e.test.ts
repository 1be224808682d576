import { copyFile, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVethPair, type VethPair } from "../discovery/veth-pair.ts";
import { createProject, type RunningServer, runHub, startServer, type TestProject } from "./e2e/hub-process.ts";

const T = 60_000;

describe("hub CLI finds its server on the LAN (two network namespaces)", () => {
  let net: VethPair;
  let project: TestProject;
  let otherProject: TestProject;
  /** The same project checked out on the client's machine: its config (and id) and token, no server record. */
  let clientDir: string;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    net = createVethPair(`c${process.pid % 10000}`, (process.pid % 200) + 21);
    project = await createProject("lan-demo");
    // Same name, different project: discovery must never take its server.
    otherProject = await createProject("lan-demo");
    clientDir = await mkdtemp(join(tmpdir(), "hub-e2e-lan-client-"));
    await mkdir(join(clientDir, ".hub"));
    for (const file of ["config.yaml", "token"]) {
      await copyFile(join(project.dir, ".hub", file), join(clientDir, ".hub", file));
    }
  }, T);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    net?.destroy();
    await project?.remove();
    await otherProject?.remove();
    if (clientDir) await rm(clientDir, { recursive: true, force: true });
  });

  const serverUrlInConfig = async () => {
    const config = await readFile(join(clientDir, ".hub", "config.yaml"), "utf8");
    return /url: (\S+)/.exec(config)?.[1];
  };
  const inboxFromB = () =>
    runHub(["inbox", "--agent", "dev", "--json"], {
      cwd: clientDir,
      netns: net.b,
      env: { HUB_DISCOVERY_MS: "5000" },
    });

  it(
    "discovers the server of its own project, saves the address, and finds it again after it moves",
    async () => {
      servers.push(await startServer(otherProject, [], net.a));
      const first = await startServer(project, [], net.a);
      servers.push(first);
      await runHub(["message", "dev", "hello over the LAN", "--from", "arch"], { cwd: project.dir, netns: net.a });

      expect(await serverUrlInConfig()).toBeUndefined();
      const found = await inboxFromB();
      expect(found.code).toBe(0);
      expect(found.stderr).toContain("Found the project's hub at");
      expect(JSON.parse(found.stdout)).toEqual([expect.objectContaining({ text: "hello over the LAN" })]);
      const firstUrl = await serverUrlInConfig();
      expect(firstUrl).toBe(`http://${net.addressA}:${new URL(first.url).port}`);

      await first.stop();
      const moved = await startServer(project, [], net.a);
      servers.push(moved);
      expect(moved.url).not.toBe(first.url);
      const again = await inboxFromB();
      expect(again.code).toBe(0);
      expect(again.stderr).toContain("Hub server moved");
      expect(JSON.parse(again.stdout)).toEqual([expect.objectContaining({ text: "hello over the LAN" })]);
      expect(await serverUrlInConfig()).toBe(`http://${net.addressA}:${new URL(moved.url).port}`);
    },
    T,
  );
});
