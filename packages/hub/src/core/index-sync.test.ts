// The index catches up with the files lazily, per type, while the hub is already taking writes:
// the catch-up must never put back a state older than one this process has just written.
import { readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeProject } from "../../test/hub-fixture.ts";
import { EntityStore } from "./entity-store.ts";
import { openHub } from "./hub.ts";

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe("catching the index up with the files", () => {
  it("never undoes an update that lands while the catch-up reads the changed files", async () => {
    const project = await makeProject();
    cleanup = project.cleanup;
    // Written while no hub ran: the first list must read all 300 files.
    const folder = join(project.projectDir, ".hub", "tasks");
    const ids = Array.from({ length: 300 }, (_, i) => `TSK-${String(i + 1).padStart(4, "0")}`);
    await Promise.all(ids.map((id) => writeFile(join(folder, `${id}.md`), `---\ntitle: ${id} by hand\n---\n`)));

    const hub = await openHub(project.projectDir);
    try {
      // The first file is read first, long before the catch-up writes its rows.
      const target = ids[0]!;
      const [, updated] = await Promise.all([hub.listTasks(), hub.updateTask(target, { title: "Written by the API" })]);
      expect(updated.title).toBe("Written by the API");
      const listed = await hub.listTasks({ limit: 1000 });
      expect(listed.find((task) => task.id === target)?.title).toBe("Written by the API");
      expect(listed.filter((task) => task.title.endsWith("by hand"))).toHaveLength(299);
    } finally {
      await hub.close();
    }
  });

  it("finds files added, edited in place and removed by hand since the last hub, type by type", async () => {
    const project = await makeProject();
    cleanup = project.cleanup;
    const first = await openHub(project.projectDir);
    const kept = await first.createTask({ title: "kept" });
    const gone = await first.createTask({ title: "gone" });
    const note = await first.addMemory({ title: "note", body: "before" });
    await first.close();

    const hubDir = join(project.projectDir, ".hub");
    // An editor that writes in place (same inode, the folder itself unchanged).
    const file = join(hubDir, "tasks", `${kept.id}.md`);
    await writeFile(file, `---\nid: ${kept.id}\ntitle: edited in place\nstatus: blocked\n---\n`);
    await writeFile(join(hubDir, "tasks", "TSK-0100.md"), "---\ntitle: added by hand\n---\n");
    const store = new EntityStore(hubDir);
    await store.remove("task", gone.id);
    await store.write("memory", { ...note, body: "after" });

    const hub = await openHub(project.projectDir);
    try {
      expect((await hub.listTasks()).map((task) => [task.id, task.title, task.status])).toEqual([
        [kept.id, "edited in place", "blocked"],
        ["TSK-0100", "added by hand", "todo"],
      ]);
      expect((await hub.searchMemory("after")).map((hit) => hit.note.id)).toEqual([note.id]);
    } finally {
      await hub.close();
    }
  });
  it("leaves a write before the type's first list to the catch-up, which sees it in this process and the next", async () => {
    const project = await makeProject();
    cleanup = project.cleanup;
    const hubDir = join(project.projectDir, ".hub");
    const indexFiles = async () => (await readdir(hubDir)).filter((name) => name.startsWith("index.sqlite"));
    const before = await indexFiles();

    const oneShot = await openHub(project.projectDir);
    const created = await oneShot.createTask({ title: "created" });
    const updated = await oneShot.createTask({ title: "to update" });
    const removed = await oneShot.createTask({ title: "to remove" });
    await oneShot.updateTask(updated.id, { status: "blocked" });
    await oneShot.deleteTask(removed.id);
    await oneShot.close();
    // A one-shot command that only writes never opens the index database.
    expect(await indexFiles()).toEqual(before);

    const hub = await openHub(project.projectDir);
    try {
      const own = await hub.createTask({ title: "before the first list" });
      const rows = () => hub.listTasks().then((tasks) => tasks.map((task) => [task.id, task.title, task.status]));
      expect(await rows()).toEqual([
        [created.id, "created", "todo"],
        [updated.id, "to update", "blocked"],
        [own.id, "before the first list", "todo"],
      ]);
      // Once caught up, writes go to the index at once.
      await hub.updateTask(created.id, { status: "cancelled" });
      await hub.deleteTask(own.id);
      expect(await rows()).toEqual([
        [created.id, "created", "cancelled"],
        [updated.id, "to update", "blocked"],
      ]);
    } finally {
      await hub.close();
    }
  });
  it("serves an unfiltered page from the folder and the page's files, and a filtered list from them all", async () => {
    const project = await makeProject();
    cleanup = project.cleanup;
    const first = await openHub(project.projectDir);
    for (let n = 0; n < 150; n += 1) await first.createTask({ title: `task ${n + 1}` });
    expect(await first.listTasks({ limit: 1 })).toHaveLength(1); // indexed
    await first.close();

    const folder = join(project.projectDir, ".hub", "tasks");
    // Edits in place: one on the first page, one beyond it.
    await writeFile(join(folder, "TSK-0001.md"), "---\nid: TSK-0001\ntitle: edited on page one\n---\n");
    await writeFile(join(folder, "TSK-0140.md"), "---\nid: TSK-0140\ntitle: edited later\nstatus: blocked\n---\n");
    await writeFile(join(folder, "TSK-0200.md"), "---\ntitle: added by hand\n---\n");
    const store = new EntityStore(join(project.projectDir, ".hub"));
    await store.remove("task", "TSK-0002");

    const hub = await openHub(project.projectDir);
    try {
      const page = await hub.listTasks({ limit: 100 });
      expect(page).toHaveLength(100);
      expect(page[0]).toMatchObject({ id: "TSK-0001", title: "edited on page one" });
      expect(page[1]?.id).toBe("TSK-0003");
      const blocked = await hub.listTasks({ status: "blocked" });
      expect(blocked.map((task) => [task.id, task.title])).toEqual([["TSK-0140", "edited later"]]);
      const rest = await hub.listTasks({ after: "TSK-0139", limit: 2 });
      expect(rest.map((task) => [task.id, task.status])).toEqual([
        ["TSK-0140", "blocked"],
        ["TSK-0141", "todo"],
      ]);
      expect((await hub.listTasks({ after: "TSK-0150" })).map((task) => task.title)).toEqual(["added by hand"]);
    } finally {
      await hub.close();
    }
  });
});
