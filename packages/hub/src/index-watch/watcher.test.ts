// The index watcher as a local command meets it: a real watcher, real files written, renamed and
// removed the ways editors and scripts do, and the feed a catch-up asks through cookies and the journal.

import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, watch } from "node:fs";
import { appendFile, readdir, readFile, rename, rm, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeProject } from "../../test/hub-fixture.ts";
import { ENTITY_TYPES } from "../core/api.ts";
import type { ChangeFeed } from "../core/change-feed.ts";
import { EntityStore } from "../core/entity-store.ts";
import { openHub } from "../core/hub.ts";
import { EntityIndex } from "../core/sqlite-index.ts";
import { indexWatchFeed } from "./feed.ts";
import { indexWatchSocketPath, readWatcherState, STATE_FILE, watchFolderOf } from "./layout.ts";
import { type RunningIndexWatcher, startIndexWatcher } from "./watcher.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function project() {
  const made = await makeProject();
  cleanups.push(made.cleanup);
  const hubDir = join(made.projectDir, ".hub");
  const store = new EntityStore(hubDir);
  await store.ensureFolders();
  return { projectDir: made.projectDir, hubDir, store, tasks: store.folderOf("task") };
}

async function watcherFor(
  hubDir: string,
  store: EntityStore,
  options: { burstEvents?: number; idleMs?: number; projectCheckMs?: number; maxJournalBytes?: number } = {},
): Promise<RunningIndexWatcher> {
  const watcher = await startIndexWatcher({
    hubDir,
    folders: ENTITY_TYPES.map((type) => store.folderOf(type)),
    socketPath: indexWatchSocketPath(hubDir),
    ...options,
  });
  if (!watcher) throw new Error("another watcher answers");
  cleanups.push(() => watcher.close());
  return watcher;
}

const task = (id: string, status = "todo") => `---\nid: ${id}\ntitle: ${id}\nstatus: ${status}\n---\n`;

async function writeTasks(folder: string, count: number): Promise<void> {
  for (let n = 1; n <= count; n++) {
    const id = `TSK-${String(n).padStart(4, "0")}`;
    await writeFile(join(folder, `${id}.md`), task(id));
  }
}

/** The feed, and what each catch-up was told through it: "all" (every file compared) or how many names. */
function telling(feed: ChangeFeed): { changeFeed: ChangeFeed; told: (number | "all")[] } {
  const told: (number | "all")[] = [];
  const changeFeed: ChangeFeed = {
    minFiles: feed.minFiles,
    comparedAll: (folder, files) => feed.comparedAll(folder, files),
    async changesSince(folder, token) {
      const answer = await feed.changesSince(folder, token);
      if (answer) told.push(answer.changed === "all" ? "all" : answer.changed.length);
      return answer;
    },
  };
  return { changeFeed, told };
}

describe("the index watcher", () => {
  it("answers all without a token, then exactly the files written, created, renamed or removed since", async () => {
    const { projectDir, hubDir, store, tasks } = await project();
    await writeFile(join(tasks, "TSK-0001.md"), task("TSK-0001"));
    await writeFile(join(tasks, "TSK-0002.md"), task("TSK-0002"));
    await writeFile(join(tasks, "TSK-0003.md"), task("TSK-0003"));
    await watcherFor(hubDir, store);
    const feed = indexWatchFeed({ hubDir });

    const first = await feed.changesSince(tasks, undefined);
    expect(first?.changed).toBe("all");
    // Its folder keeps itself out of git, even in a project whose .gitignore predates the watcher.
    await writeFile(join(hubDir, ".gitignore"), "token\nindex.sqlite\nindex.sqlite-*\n");
    expect(spawnSync("git", ["init", "-q"], { cwd: projectDir }).status).toBe(0);
    const git = spawnSync("git", ["status", "--porcelain", "--untracked-files=all"], {
      cwd: projectDir,
      encoding: "utf8",
    });
    expect(git.status).toBe(0);
    expect(git.stdout).toContain(".hub/tasks/TSK-0001.md");
    expect(git.stdout).not.toContain(".hub/index-watch");
    // Nothing since: an empty answer, and a token that names the same moment.
    const quiet = await feed.changesSince(tasks, first!.token);
    expect(quiet?.changed).toEqual([]);

    await writeFile(join(tasks, "TSK-0001.md"), task("TSK-0001", "done")); // in place
    await writeFile(join(tasks, "TSK-0004.md"), task("TSK-0004")); // created
    await unlink(join(tasks, "TSK-0002.md")); // removed
    await writeFile(join(tasks, ".TSK-0003.md.1.ab.tmp"), task("TSK-0003", "review"));
    await rename(join(tasks, ".TSK-0003.md.1.ab.tmp"), join(tasks, "TSK-0003.md")); // replaced by rename
    const changed = await feed.changesSince(tasks, quiet!.token);
    expect(changed?.changed).toEqual(
      expect.arrayContaining(["TSK-0001.md", "TSK-0002.md", "TSK-0003.md", "TSK-0004.md"]),
    );
    expect(changed?.changed).toHaveLength(4); // the temporary file is no entity file
    // Another folder's question does not see them; the next question sees nothing new.
    expect((await feed.changesSince(store.folderOf("memory"), changed!.token))?.changed).toEqual([]);
    expect((await feed.changesSince(tasks, changed!.token))?.changed).toEqual([]);
  });

  it("counts every change finished before the question, however quickly the question follows", async () => {
    const { hubDir, store, tasks } = await project();
    await watcherFor(hubDir, store);
    const feed = indexWatchFeed({ hubDir });
    let token = (await feed.changesSince(tasks, undefined))!.token;
    for (let n = 1; n <= 200; n++) {
      const name = `TSK-${String(n).padStart(4, "0")}.md`;
      await writeFile(join(tasks, name), task(name.slice(0, -3)));
      const answer = await feed.changesSince(tasks, token);
      expect(answer?.changed).toEqual([name]);
      token = answer!.token;
    }
  });

  it("answers all after a token of another watcher, a replaced folder, or a burst that may have overflowed", async () => {
    const { hubDir, store, tasks } = await project();
    const feed = indexWatchFeed({ hubDir });
    const first = await watcherFor(hubDir, store, { burstEvents: 50 });
    const before = (await feed.changesSince(tasks, undefined))!.token;
    await first.close();
    const second = await watcherFor(hubDir, store, { burstEvents: 50 });
    const token = await feed.changesSince(tasks, before);
    expect(token?.changed).toBe("all");

    // The folder replaced (a checkout, `rm -r` and restore): changes in the new one were never seen.
    await rm(tasks, { recursive: true });
    await store.ensureFolders();
    await writeFile(join(tasks, "TSK-0001.md"), task("TSK-0001"));
    const replaced = await feed.changesSince(tasks, token!.token);
    expect(replaced?.changed).toBe("all");
    // Watched again from then on.
    await writeFile(join(tasks, "TSK-0002.md"), task("TSK-0002"));
    expect((await feed.changesSince(tasks, replaced!.token))?.changed).toEqual(["TSK-0002.md"]);

    const beforeBurst = (await feed.changesSince(tasks, replaced!.token))!.token;
    for (let n = 100; n < 160; n++) await writeFile(join(tasks, `TSK-0${n}.md`), task(`TSK-0${n}`));
    expect((await feed.changesSince(tasks, beforeBurst))?.changed).toBe("all");
    await second.close();
  });

  it("runs once per project: a second one stands down, a dead one's socket file is taken over", async () => {
    const { hubDir, store } = await project();
    const socketPath = indexWatchSocketPath(hubDir);
    const first = await watcherFor(hubDir, store, { projectCheckMs: 20 });
    const feed = indexWatchFeed({ hubDir });
    const tasks = store.folderOf("task");
    const before = (await feed.changesSince(tasks, undefined))!.token;
    // Started by a second command at the same moment, as happens: it stands down and leaves the
    // live one as it was (it once removed the cookie folder the live one watched first).
    const again = await startIndexWatcher({ hubDir, folders: [tasks], socketPath });
    expect(again).toBeUndefined();
    await writeFile(join(tasks, "TSK-0001.md"), task("TSK-0001"));
    const answer = await feed.changesSince(tasks, before);
    expect(answer?.changed).toEqual(["TSK-0001.md"]);
    // Its cookie folder removed by hand: questions go unanswered (every file is compared) until the
    // watcher's next check makes and watches it again; no change is lost meanwhile.
    const cookies = join(watchFolderOf(hubDir), "cookies");
    const remade = new Promise<void>((resolve) => {
      const parent = watch(watchFolderOf(hubDir), (_kind, name) => {
        if (name === "cookies" && existsSync(cookies)) {
          parent.close();
          resolve();
        }
      });
    });
    await rm(cookies, { recursive: true });
    await writeFile(join(tasks, "TSK-0002.md"), task("TSK-0002"));
    if (!existsSync(cookies)) expect(await feed.changesSince(tasks, answer!.token)).toBeUndefined();
    await remade;
    expect((await feed.changesSince(tasks, answer!.token))?.changed).toEqual(["TSK-0002.md"]);
    await first.close();
    expect(readWatcherState(watchFolderOf(hubDir))).toBeUndefined();

    // A socket file nobody listens on, as a killed watcher leaves it.
    const killed = spawnSync(process.execPath, [
      "-e",
      `require("node:net").createServer().listen(${JSON.stringify(socketPath)}, () => process.kill(process.pid, "SIGKILL"))`,
    ]);
    expect(killed.signal).toBe("SIGKILL");
    expect(existsSync(socketPath)).toBe(true);
    const taken = await watcherFor(hubDir, store);
    expect((await feed.changesSince(store.folderOf("task"), undefined))?.changed).toBe("all");
    await taken.close();

    // A state file naming a process that is gone (a watcher killed): not asked, nothing waited for.
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    await writeFile(
      join(watchFolderOf(hubDir), STATE_FILE),
      JSON.stringify({ pid: Number(dead.stdout), instance: "gone", journal: "journal-gone" }),
    );
    await writeFile(join(watchFolderOf(hubDir), "journal-gone"), "");
    expect(await feed.changesSince(store.folderOf("task"), undefined)).toBeUndefined();
    // Told at once, not after a cookie's wait (which would have removed the state file).
    expect(existsSync(join(watchFolderOf(hubDir), STATE_FILE))).toBe(true);
    // Killed and not yet reaped (a zombie: its parent, init, reaps when it gets to it): gone too.
    const orphan = spawnSync("sh", ["-c", "sleep 60 >/dev/null 2>&1 & echo $!"], { encoding: "utf8" });
    const zombie = Number(orphan.stdout.trim());
    process.kill(zombie, "SIGKILL");
    // A signal lands asynchronously: asked before the process has died, the feed rightly waits for it.
    const running = () => {
      try {
        return /^\d+ \(.*\) [^ZX]/s.test(readFileSync(`/proc/${zombie}/stat`, "latin1"));
      } catch {
        return false; // reaped already
      }
    };
    while (running()) await new Promise((resolve) => setTimeout(resolve, 5));
    await writeFile(
      join(watchFolderOf(hubDir), STATE_FILE),
      JSON.stringify({ pid: zombie, instance: "gone", journal: "journal-gone" }),
    );
    expect(await feed.changesSince(store.folderOf("task"), undefined)).toBeUndefined();
    expect(existsSync(join(watchFolderOf(hubDir), STATE_FILE))).toBe(true);
  });

  it("tells nothing it did not see: a foreign token, a journal line of another format, a state file that is not one", async () => {
    const { hubDir, store, tasks } = await project();
    await watcherFor(hubDir, store);
    const feed = indexWatchFeed({ hubDir });
    const token = (await feed.changesSince(tasks, undefined))!.token;
    for (const foreign of ["", "x", "no-dot", `${token}0000000000000`, "a.b.c", `${token.split(".")[0]}.-1`]) {
      expect((await feed.changesSince(tasks, foreign))?.changed).toBe("all");
    }
    const state = readWatcherState(watchFolderOf(hubDir))!;
    // A line the watcher never writes (by hand, say): nothing after the token can be told.
    await appendFile(join(watchFolderOf(hubDir), state.journal), "\0\0 something else\n");
    const odd = await feed.changesSince(tasks, token);
    expect(odd?.changed).toBe("all");
    await writeFile(join(tasks, "TSK-0001.md"), task("TSK-0001"));
    expect((await feed.changesSince(tasks, odd!.token))?.changed).toEqual(["TSK-0001.md"]);

    const stateFile = join(watchFolderOf(hubDir), STATE_FILE);
    const saved = await readFile(stateFile, "utf8");
    for (const bad of ["", "{", "null", '{"pid":1,"instance":"../../etc/passwd"}', "\0".repeat(10)]) {
      await writeFile(stateFile, bad);
      expect(await feed.changesSince(tasks, token)).toBeUndefined();
    }
    await writeFile(stateFile, saved);
    expect((await feed.changesSince(tasks, odd!.token))?.changed).toEqual(["TSK-0001.md"]);

    // Questions at once (commands in parallel): each its own cookie, each the same answer.
    await writeFile(join(tasks, "TSK-0002.md"), task("TSK-0002"));
    const answers = await Promise.all(Array.from({ length: 8 }, () => feed.changesSince(tasks, odd!.token)));
    for (const answer of answers) expect(answer?.changed).toEqual(["TSK-0001.md", "TSK-0002.md"]);

    // A state file naming a live process that logs no cookie (a reused pid): waited for a second at
    // most, then forgotten, so the next command neither asks nor waits.
    await writeFile(
      stateFile,
      JSON.stringify({ ...state, pid: process.pid, instance: "other", journal: "journal-other" }),
    );
    await writeFile(join(watchFolderOf(hubDir), "journal-other"), "");
    expect(await feed.changesSince(tasks, token)).toBeUndefined();
    expect(existsSync(stateFile)).toBe(false);
  });

  it("begins a new journal when it grows past its cap; a command waiting meanwhile is told all", async () => {
    const { hubDir, store, tasks } = await project();
    await watcherFor(hubDir, store, { maxJournalBytes: 400 });
    const feed = indexWatchFeed({ hubDir });
    let token = (await feed.changesSince(tasks, undefined))!.token;
    const journals = new Set<string>();
    let toldAll = 0;
    for (let n = 1; n <= 30; n++) {
      const name = `TSK-${String(n).padStart(4, "0")}.md`;
      await writeFile(join(tasks, name), task(name.slice(0, -3)));
      const answer = (await feed.changesSince(tasks, token))!;
      // The one file written, or "all" once after each new journal began.
      if (answer.changed === "all") toldAll += 1;
      else expect(answer.changed).toEqual([name]);
      journals.add(answer.token.split(".")[0]!);
      token = answer.token;
    }
    expect(journals.size).toBeGreaterThan(2);
    expect(toldAll).toBe(journals.size - 1);
    // Ended journals are removed: one is left.
    const left = (await readdir(watchFolderOf(hubDir))).filter((name) => name.startsWith("journal-"));
    expect(left).toEqual([readWatcherState(watchFolderOf(hubDir))!.journal]);
  });

  it("stops when idle and when its project is removed", async () => {
    const { hubDir, store, projectDir } = await project();
    const idle = await watcherFor(hubDir, store, { idleMs: 50 });
    await idle.stopped;
    const feed = indexWatchFeed({ hubDir });
    expect(await feed.changesSince(store.folderOf("task"), undefined)).toBeUndefined();

    const orphan = await watcherFor(hubDir, store, { projectCheckMs: 20 });
    await rm(projectDir, { recursive: true, force: true });
    await orphan.stopped;
  });
});

describe("a catch-up with the watcher's feed", () => {
  it("compares only the changed files and still sees every hand edit a full comparison would", async () => {
    const { projectDir, hubDir, store, tasks } = await project();
    await writeTasks(tasks, 300);
    await watcherFor(hubDir, store);
    let starts = 0;
    const { changeFeed, told } = telling(indexWatchFeed({ hubDir, start: () => starts++, minFiles: 1 }));
    const open = () => openHub(projectDir, { changeFeed });

    // A fresh index holds no rows: compared file by file without asking.
    const fresh = await open();
    expect(await fresh.listTasks({ status: "todo", limit: 1000 })).toHaveLength(300);
    await fresh.close();
    expect(told).toEqual([]);
    const first = await open();
    expect(await first.listTasks({ status: "todo", limit: 1000 })).toHaveLength(300);
    await first.close();
    expect(told).toEqual(["all"]); // the first answer: every file compared, and the token kept
    expect(starts).toBe(0); // a watcher answers: none started

    await writeFile(join(tasks, "TSK-0007.md"), task("TSK-0007", "blocked")); // in place
    await unlink(join(tasks, "TSK-0008.md"));
    await writeFile(join(tasks, "TSK-0301.md"), task("TSK-0301"));
    const second = await open();
    const todo = await second.listTasks({ status: "todo", limit: 1000 });
    expect(todo.map((t) => t.id)).not.toContain("TSK-0007");
    expect(todo.map((t) => t.id)).not.toContain("TSK-0008");
    expect(todo.map((t) => t.id)).toContain("TSK-0301");
    expect(todo).toHaveLength(299);
    expect((await second.listTasks({ status: "blocked" })).map((t) => t.id)).toEqual(["TSK-0007"]);
    await second.close();
    expect(told).toEqual(["all", 3]); // only the three files changed since

    // The hub's own writes reach the next process the same way.
    const writer = await open();
    await writer.updateTask("TSK-0009", { status: "in_progress" });
    await writer.close();
    const third = await open();
    expect((await third.listTasks({ status: "in_progress" })).map((t) => t.id)).toEqual(["TSK-0009"]);
    await third.close();
    expect(told).toEqual(["all", 3, 1]); // a write asks nothing; the next catch-up is told of it
  });

  it("serves an unfiltered page from the index when the watcher answers, edits in place on it included", async () => {
    const { projectDir, hubDir, store, tasks } = await project();
    await writeTasks(tasks, 120);
    await watcherFor(hubDir, store);
    const { changeFeed, told } = telling(indexWatchFeed({ hubDir, minFiles: 100 }));
    // Rows first (a fresh index), then the token ("all").
    for (let n = 0; n < 2; n++) {
      const hub = await openHub(projectDir, { changeFeed });
      expect(await hub.listTasks({ status: "todo", limit: 1000 })).toHaveLength(120);
      await hub.close();
    }
    expect(told).toEqual(["all"]);

    await writeFile(join(tasks, "TSK-0001.md"), task("TSK-0001", "review")); // on the page, in place
    await unlink(join(tasks, "TSK-0002.md")); // the folder changes: its mark no longer holds
    const second = await openHub(projectDir, { changeFeed });
    const page = await second.listTasks({ limit: 3 });
    expect(page.map((t) => [t.id, t.status])).toEqual([
      ["TSK-0001", "review"],
      ["TSK-0003", "todo"],
      ["TSK-0004", "todo"],
    ]);
    await second.close();
    expect(told).toEqual(["all", 2]);
  });

  it("holds the index open, so a command that wrote rows leaves the WAL for the next (no checkpoint on close)", async () => {
    const { projectDir, hubDir, store, tasks } = await project();
    await writeTasks(tasks, 5);
    const wal = join(hubDir, "index.sqlite-wal");
    const listAfterWrite = async (n: number) => {
      const id = `TSK-${String(n).padStart(4, "0")}`;
      await writeFile(join(tasks, `${id}.md`), task(id, "review"));
      const hub = await openHub(projectDir);
      expect((await hub.listTasks({ status: "review" })).length).toBeGreaterThan(0);
      await hub.close();
    };
    // Without a watcher the closing command is the last connection: WAL checkpointed and removed.
    await listAfterWrite(1);
    expect(existsSync(wal)).toBe(false);
    const watcher = await startIndexWatcher({
      hubDir,
      folders: ENTITY_TYPES.map((type) => store.folderOf(type)),
      socketPath: indexWatchSocketPath(hubDir),
      indexFile: join(hubDir, "index.sqlite"),
    });
    cleanups.push(() => watcher!.close());
    await listAfterWrite(2);
    expect(existsSync(wal)).toBe(true);
    await listAfterWrite(3);
    expect(existsSync(wal)).toBe(true);
    const hub = await openHub(projectDir);
    expect((await hub.listTasks({ status: "review" })).map((t) => t.id)).toEqual(["TSK-0001", "TSK-0002", "TSK-0003"]);
    await hub.close();
  });

  it("keeps asking about a file it could not read, and compares everything without a watcher", async () => {
    const { projectDir, hubDir, store, tasks } = await project();
    await writeFile(join(tasks, "TSK-0001.md"), task("TSK-0001"));
    const watcher = await watcherFor(hubDir, store);
    let starts = 0;
    const changeFeed = indexWatchFeed({ hubDir, start: () => starts++, minFiles: 1 });
    // Rows first (a fresh index is compared without asking), then the token.
    for (let n = 0; n < 2; n++) {
      const hub = await openHub(projectDir, { changeFeed });
      expect(await hub.listTasks({ status: "todo" })).toHaveLength(1);
      await hub.close();
    }

    const index = new EntityIndex(join(hubDir, "index.sqlite"));
    cleanups.push(async () => index.close());
    const token = index.feedToken("task");
    expect(token).toBeDefined();
    await writeFile(join(tasks, "TSK-0002.md"), "---\ntitle: [unclosed\n---\n");
    const second = await openHub(projectDir, { changeFeed });
    expect(await second.listTasks({ status: "todo" })).toHaveLength(1);
    await second.close();
    // Not moved past the unreadable file: the next catch-up is told about it again, even if it was
    // unreadable for a passing reason (no change of its own would name it again).
    expect(index.feedToken("task")).toBe(token);
    await writeFile(join(tasks, "TSK-0002.md"), task("TSK-0002"));
    const third = await openHub(projectDir, { changeFeed });
    expect(await third.listTasks({ status: "todo" })).toHaveLength(2);
    await third.close();

    // The watcher gone: every file compared, and a new one asked for.
    await watcher.close();
    await writeFile(join(tasks, "TSK-0003.md"), task("TSK-0003"));
    const fourth = await openHub(projectDir, {
      changeFeed: indexWatchFeed({ hubDir, start: () => starts++, minFiles: 1 }),
    });
    expect(await fourth.listTasks({ status: "todo" })).toHaveLength(3);
    await fourth.close();
    expect(starts).toBe(1);
  });
});
