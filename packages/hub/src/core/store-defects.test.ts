// Store defects found by trying the hub: ids used up by failed creates, temporary files of a dead
// writer kept for a minute, and absolute paths in error messages.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeProject } from "../../test/hub-fixture.ts";
import { EntityStore } from "./entity-store.ts";
import { type Hub, openHub } from "./hub.ts";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function project(): Promise<string> {
  const created = await makeProject();
  cleanups.push(created.cleanup);
  return created.projectDir;
}

async function opened(dir: string): Promise<Hub> {
  const hub = await openHub(dir);
  cleanups.unshift(() => hub.close());
  return hub;
}

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", "0"]);
  await once(child, "exit");
  return child.pid!;
}

describe("entity store defects", () => {
  it("gives the number of a failed create back: 21 failures, then TSK-0001", async () => {
    const store = new EntityStore(join(await project(), ".hub"));
    for (let n = 0; n < 21; n++) {
      await expect(
        store.create("task", () => {
          throw new Error("disk said no");
        }),
      ).rejects.toThrow("disk said no");
    }
    const stored = await store.create("task", (id) => ({
      id,
      title: "After failures",
      status: "todo",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      body: "",
    }));
    expect(stored.entity.id).toBe("TSK-0001");
  });

  it("removes a dead writer's temporary files when a hub catches up with the folder, and keeps a live writer's", async () => {
    const dir = await project();
    const tasks = join(dir, ".hub/tasks");
    const dead = `.TSK-0001.md.${await deadPid()}.0a1b2c3d.tmp`;
    const live = `.TSK-0002.md.${process.ppid}.0a1b2c3d.tmp`;
    await writeFile(join(tasks, dead), "half a task");
    await writeFile(join(tasks, live), "being written");
    const hub = await opened(dir);
    await hub.listTasks();
    expect((await readdir(tasks)).sort()).toEqual([live]);
  });

  it("says a file cannot be read without the absolute path of the project", async () => {
    const dir = await project();
    await writeFile(join(dir, ".hub/tasks/TSK-0005.md"), "---\ntitle: [unclosed\n---\n");
    const hub = await opened(dir);
    const error = (await hub.getTask("TSK-0005").catch((caught: unknown) => caught)) as Error;
    expect(error).toMatchObject({ code: "conflict" });
    expect(error.message).toContain(".hub/tasks/TSK-0005.md");
    expect(error.message).not.toContain(dir);
  });
});
