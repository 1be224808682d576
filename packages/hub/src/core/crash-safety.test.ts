// SIGKILL during a burst of writes: no entity file may be torn, and an index rebuilt from the files
// must equal them.
import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeProject } from "../../test/hub-fixture.ts";
import { ENTITY_TYPES } from "./api.ts";
import { EntityStore } from "./entity-store.ts";
import { INDEX_FILE, openHub } from "./hub.ts";

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

function startBurst(projectDir: string) {
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, "../../test/writer-process.ts"), projectDir, "burst"],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const ready = new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once("exit", (_code, signal) => resolve(signal)),
  );
  return { child, ready, exited };
}

describe("crash safety", () => {
  it("leaves no torn file after SIGKILL mid-burst, and a rebuilt index equals the files", async () => {
    const project = await makeProject();
    cleanup = project.cleanup;
    const store = new EntityStore(join(project.projectDir, ".hub"));
    const burst = startBurst(project.projectDir);
    await burst.ready;
    // Let the burst get going (files being created and rewritten), then kill it without warning.
    while ((await store.listIds("task")).length < 40) await new Promise((resolve) => setTimeout(resolve, 5));
    burst.child.kill("SIGKILL");
    expect(await burst.exited).toBe("SIGKILL");

    // Every entity file parses completely: a torn write would fail here.
    const ids = await store.listIds("task");
    expect(ids.length).toBeGreaterThanOrEqual(40);
    const files = new Map<string, unknown>();
    for (const id of ids) {
      const stored = await store.read("task", id);
      expect(stored, id).toBeDefined();
      expect(stored!.entity.title).toMatch(/^Burst \d+\.\d+$/);
      files.set(id, stored!.entity);
    }

    // The index the killed process left behind is caught up with the files on open.
    const reopened = await openHub(project.projectDir);
    try {
      expect(new Map((await reopened.listTasks()).map((task) => [task.id, task]))).toEqual(files);
    } finally {
      await reopened.close();
    }

    // The index is only a cache: drop it and rebuild from the files.
    for (const suffix of ["", "-wal", "-shm"])
      await rm(join(project.projectDir, ".hub", `${INDEX_FILE}${suffix}`), { force: true });
    const hub = await openHub(project.projectDir);
    try {
      const indexed = await hub.listTasks();
      expect(new Map(indexed.map((task) => [task.id, task]))).toEqual(files);
      for (const type of ENTITY_TYPES.filter((other) => other !== "task"))
        expect(await store.listIds(type)).toEqual([]);
    } finally {
      await hub.close();
    }
  }, 60_000);

  it("catches a stale index up with files changed while no hub was running", async () => {
    const project = await makeProject();
    cleanup = project.cleanup;
    const first = await openHub(project.projectDir);
    const kept = await first.createTask({ title: "kept" });
    const removed = await first.createTask({ title: "removed" });
    await first.close();

    const store = new EntityStore(join(project.projectDir, ".hub"));
    await store.remove("task", removed.id);
    await store.write("task", { ...kept, title: "changed offline", updatedAt: "2030-01-01T00:00:00.000Z" });

    const second = await openHub(project.projectDir);
    try {
      expect((await second.listTasks()).map((task) => [task.id, task.title])).toEqual([[kept.id, "changed offline"]]);
    } finally {
      await second.close();
    }
  });

  it("rebuilds an index file that is not a database", async () => {
    const project = await makeProject();
    cleanup = project.cleanup;
    const first = await openHub(project.projectDir);
    await first.addMemory({ title: "Survives", body: "rebuild from markdown" });
    await first.close();
    const { writeFile } = await import("node:fs/promises");
    await writeFile(join(project.projectDir, ".hub", INDEX_FILE), "not a database at all");
    const second = await openHub(project.projectDir);
    try {
      expect((await second.searchMemory("markdown")).map((hit) => hit.note.title)).toEqual(["Survives"]);
    } finally {
      await second.close();
    }
  });
});
