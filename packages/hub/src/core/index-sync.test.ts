// The index catches up with the files lazily, per type, while the hub is already taking writes:
// the catch-up must never put back a state older than one this process has just written.
import { writeFileSync } from "node:fs";
import { readdir, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeProject } from "../../test/hub-fixture.ts";
import { EntityStore } from "./entity-store.ts";
import { openHub } from "./hub.ts";
import { reconcileForPage } from "./index-sync.ts";
import { EntityIndex } from "./sqlite-index.ts";

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

describe("folder marks: an unfiltered page without listing the folder", () => {
  /** A clock a minute ahead, so folders written by the test count as quiet. */
  const aheadClock = () => {
    let last = 0;
    return {
      stamp: () => {
        last = Math.max(Date.now(), last + 1);
        return new Date(last).toISOString();
      },
      nowMs: () => Date.now() + 60_000,
    };
  };

  async function seeded(count: number) {
    const project = await makeProject();
    cleanup = project.cleanup;
    const hub = await openHub(project.projectDir, { clock: aheadClock() });
    for (let n = 0; n < count; n += 1) await hub.createTask({ title: `task ${n + 1}` });
    await hub.close();
    const hubDir = join(project.projectDir, ".hub");
    return { projectDir: project.projectDir, hubDir, folder: join(hubDir, "tasks") };
  }

  /** reconcileForPage on a fresh store and index, counting how often it lists the folder. */
  function pageReader(hubDir: string, nowMs = () => Date.now() + 60_000) {
    const store = new EntityStore(hubDir);
    const index = new EntityIndex(join(hubDir, "index.sqlite"));
    let listings = 0;
    const scanFolder = store.scanFolder.bind(store);
    store.scanFolder = (type) => {
      listings += 1;
      return scanFolder(type);
    };
    const parts = { store, index, warn: () => {}, nowMs };
    return {
      index,
      store,
      listings: () => listings,
      page: (limit = 100) =>
        reconcileForPage("task", parts, () => index.list("task", {}, { limit }) as { id: string; title: string }[]),
      close: () => index.close(),
    };
  }

  it("marks a quiet folder after listing it, then serves pages from the mark until the folder changes", async () => {
    const { hubDir, folder } = await seeded(120);
    const reader = pageReader(hubDir);
    try {
      expect(await reader.page()).toHaveLength(100);
      expect(reader.listings()).toBe(1);
      expect(reader.index.folderMark("task")).toBeDefined();
      expect((await reader.page()).map((task) => task.id).slice(0, 2)).toEqual(["TSK-0001", "TSK-0002"]);
      expect(reader.listings()).toBe(1); // the mark named the folder: not listed again

      // An edit in place on the page changes no folder time: the page's own stats find it.
      await writeFile(join(folder, "TSK-0002.md"), "---\nid: TSK-0002\ntitle: edited in place\n---\n");
      expect((await reader.page())[1]).toMatchObject({ id: "TSK-0002", title: "edited in place" });
      expect(reader.listings()).toBe(1);

      // A file added by hand changes the folder: listed again, and the new file is on the page.
      await writeFile(join(folder, "TSK-0000.md"), "---\ntitle: added by hand\n---\n");
      expect((await reader.page())[0]).toMatchObject({ id: "TSK-0000", title: "added by hand" });
      expect(reader.listings()).toBe(2);

      // A file removed by hand: gone from the page.
      await unlink(join(folder, "TSK-0001.md"));
      expect((await reader.page()).map((task) => task.id).slice(0, 2)).toEqual(["TSK-0000", "TSK-0002"]);
      expect(reader.listings()).toBe(3);
    } finally {
      reader.close();
    }
  });

  it("drops the mark when anyone adds or removes a row, not when a row is updated", async () => {
    const { hubDir } = await seeded(3);
    const reader = pageReader(hubDir);
    try {
      await reader.page();
      const mark = reader.index.folderMark("task");
      expect(mark).toBeDefined();
      const row = reader.index.get("task", "TSK-0001")!;
      reader.index.upsert({ ...row, mtimeMs: row.mtimeMs + 1 });
      expect(reader.index.folderMark("task")).toBe(mark);
      reader.index.upsert({ ...row, id: "TSK-0009", entity: { ...row.entity, id: "TSK-0009" } });
      expect(reader.index.folderMark("task")).toBeUndefined();
      await reader.page(); // rows and files differ (TSK-0009 has no file): listed, the row dropped, marked
      expect(reader.index.get("task", "TSK-0009")).toBeUndefined();
      expect(reader.index.folderMark("task")).toBeDefined();
      reader.index.remove("task", "TSK-0003");
      expect(reader.index.folderMark("task")).toBeUndefined();
      expect((await reader.page()).map((task) => task.id)).toEqual(["TSK-0001", "TSK-0002", "TSK-0003"]);
    } finally {
      reader.close();
    }
  });

  it("does not mark a folder changed within FOLDER_QUIET_MS, nor one that changes while it is listed", async () => {
    const { hubDir, folder } = await seeded(3);
    const recent = pageReader(hubDir, () => Date.now());
    try {
      await recent.page();
      expect(recent.index.folderMark("task")).toBeUndefined();
    } finally {
      recent.close();
    }

    const reader = pageReader(hubDir);
    const scan = reader.store.scanFolder.bind(reader.store);
    reader.store.scanFolder = (type) => {
      const listed = scan(type);
      // Another writer adds a file right after the listing: the folder no longer is what was listed.
      writeFileSync(join(folder, "TSK-0004.md"), "---\ntitle: written meanwhile\n---\n");
      reader.store.scanFolder = scan;
      return listed;
    };
    try {
      expect((await reader.page()).map((task) => task.id)).toEqual(["TSK-0001", "TSK-0002", "TSK-0003"]);
      expect(reader.index.folderMark("task")).toBeUndefined();
      expect((await reader.page()).map((task) => task.id)).toEqual(["TSK-0001", "TSK-0002", "TSK-0003", "TSK-0004"]);
      expect(reader.index.folderMark("task")).toBeDefined();
    } finally {
      reader.close();
    }
  });

  it("a full catch-up uses the mark for which files exist and still compares every file", async () => {
    const { projectDir, folder } = await seeded(150);
    const first = await openHub(projectDir, { clock: aheadClock() });
    await first.listTasks({ limit: 10 }); // marks the folder
    await first.close();
    // Beyond the first page, edited in place: only a comparison of every file finds it.
    await writeFile(join(folder, "TSK-0140.md"), "---\nid: TSK-0140\ntitle: now blocked\nstatus: blocked\n---\n");
    const hub = await openHub(projectDir, { clock: aheadClock() });
    try {
      expect((await hub.listTasks({ status: "blocked" })).map((task) => task.title)).toEqual(["now blocked"]);
      expect(await hub.listTasks({ limit: 1000 })).toHaveLength(150);
    } finally {
      await hub.close();
    }
  });
});
