import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createProject,
  type RunningServer,
  spawnHub,
  startServer,
  type TestProject,
  waitForOutput,
} from "./e2e/hub-process.ts";

const T = 60_000;

describe("long-running clients survive the server (spawned processes)", () => {
  let project: TestProject;
  let server: RunningServer;
  let port: string;

  beforeAll(async () => {
    project = await createProject("survive");
    server = await startServer(project, ["--no-advertise"]);
    port = new URL(server.url).port;
    expect((await project.run(["config", "set", "server.url", server.url])).code).toBe(0);
  }, T);
  afterAll(async () => {
    await server?.stop();
    await project?.remove();
  });

  /** Stops the server, waits for the client to say it lost it, and starts it again on the same port. */
  async function restartServer(client: ReturnType<typeof spawnHub>, lostText: string | RegExp): Promise<void> {
    const lost = waitForOutput(client.child, lostText);
    await server.stop();
    await lost;
    expect(client.child.exitCode).toBeNull();
    server = await startServer(project, ["--no-advertise", "--port", port]);
  }

  it(
    "hub watch reconnects after the server stops, replays what it missed, prints task-log lines and exits 0 on SIGINT",
    async () => {
      const watch = spawnHub(["watch"], { cwd: project.dir });
      await waitForOutput(watch.child, "Watching hub events");
      const before = waitForOutput(watch.child, "task created TSK-0001");
      expect((await project.run(["task", "create", "Before the restart"])).code).toBe(0);
      await before;

      await restartServer(watch, "reconnecting in");
      // Written right after the restart, possibly before the watch is back: the replay brings it.
      const after = waitForOutput(watch.child, '"After the restart"');
      expect((await project.run(["task", "create", "After the restart"])).code).toBe(0);
      await after;
      const logged = waitForOutput(watch.child, "task-log");
      expect((await project.run(["log", "TSK-0001", "compiling", "--agent", "dev"])).code).toBe(0);
      await logged;

      watch.child.kill("SIGINT");
      const result = await watch.done;
      expect(result.code).toBe(0);
      expect(result.stderr).toContain("Reconnected");
      expect(result.stdout).toContain("compiling");
    },
    T,
  );

  it(
    "hub work keeps running while the server restarts and delivers the next message",
    async () => {
      const work = spawnHub(["work", "--agent", "dev", "--role", "developer"], { cwd: project.dir });
      await waitForOutput(work.child, "Work loop for dev");
      // Waiting with its event stream open, the loop is told when the stream drops; a request made
      // while the server is away says so too.
      await restartServer(work, /Lost the hub event stream .*; reconnecting in|; retrying in/);
      const delivered = waitForOutput(work.child, "after the outage");
      expect((await project.run(["message", "dev", "after the outage", "--from", "arch"])).code).toBe(0);
      await delivered;
      work.child.kill("SIGTERM");
      const result = await work.done;
      expect(result.code).toBe(0);
      expect(result.stderr).toContain("Reconnected to the hub");
    },
    T,
  );

  it(
    "hub ask wait waits on an existing ask by id and exits 4 naming the id when it stays pending",
    async () => {
      const created = await project.run(["ask", "Retry?", "--from", "dev"]);
      const id = created.stdout.trim();
      const pending = await project.run(["ask", "wait", id, "--timeout", "0.2"]);
      expect(pending.code).toBe(4);
      expect(pending.stderr).toContain(`hub ask wait ${id}`);
      const waiting = spawnHub(["ask", "wait", id, "--timeout", "30"], { cwd: project.dir });
      await waitForOutput(waiting.child, "Waiting up to");
      expect((await project.run(["ask", "answer", id, "Yes", "--by", "arch"])).code).toBe(0);
      const result = await waiting.done;
      expect(result.code).toBe(0);
      expect(result.stdout).toBe("Yes\n");
    },
    T,
  );
});
