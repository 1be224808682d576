// `--until` on the long-running clients, against a real `hub serve`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createProject,
  type RunningServer,
  spawnHub,
  startServer,
  type TestProject,
  waitForOutput,
} from "./e2e/hub-process.ts";

const T = 30_000;

describe("hub watch --until and hub work --until (spawned processes, real server)", () => {
  let project: TestProject;
  let server: RunningServer;

  beforeAll(async () => {
    project = await createProject("until-e2e");
    server = await startServer(project, ["--no-advertise"]);
  }, T);
  afterAll(async () => {
    await server?.stop();
    await project?.remove();
  });

  it(
    "watch --until task.updated:<id>=done prints events until the task is done, then exits 0",
    async () => {
      const id = (await project.run(["task", "create", "Finish me"])).stdout.trim();
      const watch = spawnHub(["watch", "--until", `task.updated:${id}=done`, "--json"], { cwd: project.dir });
      await waitForOutput(watch.child, "Watching hub events");
      expect((await project.run(["task", "update", id, "--status", "in_progress"])).code).toBe(0);
      expect((await project.run(["task", "create", "Unrelated"])).code).toBe(0);
      expect((await project.run(["task", "update", id, "--status", "done"])).code).toBe(0);
      const result = await watch.done;
      expect(result.code).toBe(0);
      const events = result.stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { id: string; status: string; title: string });
      // Server mode: the events bare (no local-mode envelope); the matching one is the last line.
      expect(events.at(-1)).toMatchObject({ id, status: "done" });
      expect(events.map((event) => event.status)).toEqual(["in_progress", "todo", "done"]);
    },
    T,
  );

  it(
    "work --until ends the loop with exit 0 when a matching event arrives, after delivering work",
    async () => {
      const work = spawnHub(["work", "--agent", "wes", "--role", "developer", "--until", "decision.created"], {
        cwd: project.dir,
      });
      await waitForOutput(work.child, "Work loop for wes");
      const delivered = waitForOutput(work.child, "please review");
      expect((await project.run(["message", "wes", "please review", "--from", "lead"])).code).toBe(0);
      await delivered;
      expect((await project.run(["decision", "create", "Ship on Friday"])).code).toBe(0);
      const result = await work.done;
      expect(result.code).toBe(0);
      expect(result.stderr).toMatch(/Stopping: decision created DEC-\d+ matched --until/);
    },
    T,
  );

  it(
    "refuses a malformed --until as a usage error (exit 2) naming the shape",
    async () => {
      const result = await project.run(["watch", "--until", "tasks.moved"]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('unknown type "tasks"');
    },
    T,
  );
});
