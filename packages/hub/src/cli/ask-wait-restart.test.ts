import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createProject,
  type RunningServer,
  spawnHub,
  startServer,
  type TestProject,
  waitForOutput,
} from "./e2e/hub-process.ts";

/** A port that was free a moment ago, so the restarted server can take the same address. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

describe("hub ask --wait across a server restart", () => {
  let project: TestProject;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    project = await createProject("restart");
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await project?.remove();
  });

  it("reconnects to the restarted server and still gets the answer", async () => {
    const port = String(await freePort());
    const first = await startServer(project, ["--no-advertise", "--port", port]);
    servers.push(first);
    await project.run(["config", "set", "server.url", first.url]);
    const waiting = spawnHub(["ask", "Still there?", "--from", "dev", "--wait", "--timeout", "30"], {
      cwd: project.dir,
    });
    await waitForOutput(waiting.child, "waiting up to");
    const id = /ASK-\d+/.exec((await project.run(["ask", "list", "--json"])).stdout)![0];

    await first.stop();
    const second = await startServer(project, ["--no-advertise", "--port", port]);
    servers.push(second);
    expect(second.url).toBe(first.url);
    expect((await project.run(["ask", "answer", id, "Yes, after the restart"])).code).toBe(0);

    const result = await waiting.done;
    expect(result.code).toBe(0);
    expect(result.stdout).toBe("Yes, after the restart\n");
  }, 45_000);
});
