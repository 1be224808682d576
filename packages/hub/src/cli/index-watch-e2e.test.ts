// The index watcher as users meet it: `hub` processes in local mode on a project of 2,500 task
// files, the watcher started by the first command that compared them all, hand edits in place
// seen through it, and a killed watcher that costs correctness nothing.
import { readdirSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexWatchFeed } from "../index-watch/feed.ts";
import { createProject, type TestProject } from "./e2e/hub-process.ts";

const T = 60_000;
const TASKS = 2_500;

/** Pids of the index watchers running for a project folder (from /proc: Linux, as the watcher). */
function watcherPids(projectDir: string): number[] {
  const pids: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    let command: string[];
    try {
      command = readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0");
    } catch {
      continue;
    }
    const at = command.indexOf("index-watch");
    if (at >= 0 && command[at + 1] === "--dir" && command[at + 2] === projectDir) pids.push(Number(name));
  }
  return pids;
}

/** Resolves once a watcher answers for the project: the first command started it, detached. */
async function untilAnswering(hubDir: string): Promise<void> {
  const feed = indexWatchFeed({ hubDir });
  while (!(await feed.changesSince(join(hubDir, "tasks"), undefined))) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const taskFile = (n: number, status: string) =>
  `---\nid: TSK-${String(n).padStart(4, "0")}\ntitle: Task ${n}\nstatus: ${status}\nrole: dev\n---\n\nBody ${n}\n`;

describe("hub in local mode with the index watcher (spawned processes)", () => {
  let project: TestProject;
  let hubDir: string;

  beforeAll(async () => {
    project = await createProject("index-watch");
    hubDir = join(project.dir, ".hub");
    for (let start = 1; start <= TASKS; start += 500) {
      await Promise.all(
        Array.from({ length: 500 }, (_, k) =>
          writeFile(join(hubDir, "tasks", `TSK-${String(start + k).padStart(4, "0")}.md`), taskFile(start + k, "todo")),
        ),
      );
    }
  }, T);
  afterAll(async () => {
    for (const pid of watcherPids(project.dir)) process.kill(pid, "SIGTERM");
    await project?.remove();
  });

  it(
    "is not started when HUB_INDEX_WATCHER is false, and a value other than true or false is refused",
    async () => {
      const off = await project.run(["task", "list", "--status", "todo", "--limit", "1"], {
        HUB_INDEX_WATCHER: "false",
      });
      expect(off.code).toBe(0);
      expect(off.stdout).toContain("TSK-0001");
      expect(watcherPids(project.dir)).toEqual([]);
      const bad = await project.run(["task", "list"], { HUB_INDEX_WATCHER: "yes" });
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('HUB_INDEX_WATCHER must be "true" or "false", not "yes"');
      // Pointed at a folder without a project, it creates nothing there.
      const elsewhere = await project.run(["index-watch", "--dir", join(project.dir, "no-project")]);
      expect(elsewhere.code).toBe(5);
      expect(elsewhere.stderr).toContain("No hub project at");
    },
    T,
  );

  it(
    "is started by a filtered list of a large folder; later lists see edits in place through it",
    async () => {
      const first = await project.run(["task", "list", "--status", "todo", "--limit", "1"]);
      expect(first.code).toBe(0);
      await untilAnswering(hubDir);
      expect(watcherPids(project.dir)).toHaveLength(1);

      // An editor that writes in place: the folder's times do not change, only the file's.
      await writeFile(join(hubDir, "tasks", "TSK-1234.md"), taskFile(1234, "blocked"));
      const blocked = await project.run(["task", "list", "--status", "blocked"]);
      expect(blocked.stdout).toContain("TSK-1234");
      const created = await project.run(["task", "create", "Made through the CLI", "--status", "blocked"]);
      expect(created.code).toBe(0);
      const both = await project.run(["task", "list", "--status", "blocked", "--json"]);
      expect(JSON.parse(both.stdout).data.map((task: { id: string }) => task.id)).toEqual(["TSK-1234", "TSK-2501"]);
      // Another command never starts a second one.
      expect(watcherPids(project.dir)).toHaveLength(1);
    },
    T,
  );

  it(
    "killed, it leaves lists correct (every file compared) and the next large comparison starts a new one",
    async () => {
      const [pid] = watcherPids(project.dir);
      process.kill(pid!, "SIGKILL");
      await new Promise<void>((resolve) => {
        const check = () => (watcherPids(project.dir).includes(pid!) ? setTimeout(check, 10) : resolve());
        check();
      });
      // Changed while no watcher ran: its socket file is still there, nobody answers on it.
      await writeFile(join(hubDir, "tasks", "TSK-0042.md"), taskFile(42, "review"));
      const review = await project.run(["task", "list", "--status", "review"]);
      expect(review.code).toBe(0);
      expect(review.stdout).toContain("TSK-0042");
      await untilAnswering(hubDir);
      const [next] = watcherPids(project.dir);
      expect(next).toBeDefined();
      expect(next).not.toBe(pid);
    },
    T,
  );
});
