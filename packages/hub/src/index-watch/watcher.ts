// The index watcher: a small process per project that watches the entity folders and journals which
// files changed, so a local command's catch-up compares a handful of files instead of every one
// (git's fsmonitor daemon does the same for `git status`). docs/decisions/hub-index-watcher.md has
// the protocol and why each answer is safe.
//
// Everything it shares lives in `.hub/index-watch/` (layout.ts): the state file names this process
// and its journal; the journal gets a line per change of an entity file, in the order inotify
// delivered them; a command asks by writing a cookie file into `cookies/`, which is watched like the
// entity folders, and reads the journal up to the cookie's line (one inotify queue per process:
// every change finished before the cookie was written is logged above it). The Unix socket only
// keeps watchers one per project.
import {
  closeSync,
  type FSWatcher,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  watch,
  writeFileSync,
  writeSync,
} from "node:fs";
import { connect, createServer, type Server } from "node:net";
import { basename, join } from "node:path";
import { COOKIE_FOLDER, journalLines, journalName, readWatcherState, STATE_FILE, watchFolderOf } from "./layout.ts";

/** With more events than this within a second, an event queue may have overflowed: every file may have changed. */
export const BURST_EVENTS = 4_096;
/** The watcher exits after this long without a question. */
export const IDLE_MS = 30 * 60_000;
/** A journal longer than this ends and a new one begins (a token of the old one then means "all"). */
export const MAX_JOURNAL_BYTES = 4 * 1024 * 1024;
/** The names journaled: an entity file's (printable ASCII, no spaces; ids are `TSK-0001`). */
const ENTITY_NAME = /^[\x21-\x7e]{1,200}\.md$/;
const COOKIE_NAME = /^q-[\x21-\x7e]{1,100}$/;

export interface IndexWatcherOptions {
  /** The project's `.hub` folder: the watcher exits when it is gone. */
  hubDir: string;
  /** The folders to watch (the entity folders). */
  folders: readonly string[];
  socketPath: string;
  idleMs?: number;
  /** How often it checks that the project and its state file are still there (default 30 s). */
  projectCheckMs?: number;
  burstEvents?: number;
  maxJournalBytes?: number;
  /**
   * The project's index database, held open while the watcher runs (never read or written): a
   * command's connection is then never the last one, so one that wrote rows does not checkpoint and
   * delete the WAL when it closes (four disk syncs each time otherwise).
   */
  indexFile?: string;
  log?: (line: string) => void;
}

export interface RunningIndexWatcher {
  /** Resolves when the watcher has stopped (idle, its project or state file gone, or close()). */
  readonly stopped: Promise<void>;
  close(): Promise<void>;
}

interface WatchedFolder {
  path: string;
  /** The folder's base name, as journal lines name it. */
  name: string;
  /** Device and inode when watching began: a folder replaced since is watched again. */
  identity: string | undefined;
  watcher: FSWatcher | undefined;
}

function identityOf(path: string): string | undefined {
  const info = statSync(path, { throwIfNoEntry: false });
  return info?.isDirectory() ? `${info.dev}:${info.ino}` : undefined;
}

function newInstance(): string {
  return `${process.pid.toString(36)}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Starts watching and journaling. Resolves with undefined when another watcher of the project is
 * alive (one per project): it then has touched nothing.
 */
export async function startIndexWatcher(options: IndexWatcherOptions): Promise<RunningIndexWatcher | undefined> {
  const log = options.log ?? (() => undefined);
  const burstLimit = options.burstEvents ?? BURST_EVENTS;
  const maxJournalBytes = options.maxJournalBytes ?? MAX_JOURNAL_BYTES;
  // Connections are closed at once: holding the socket is what makes this watcher the project's.
  const server = createServer((socket) => socket.destroy());
  // Alone first: a watcher that stands down must not touch what the live one uses.
  if (!(await listenAlone(server, options.socketPath))) return undefined;
  const socketIdentity = identityOfFile(options.socketPath);

  const shared = watchFolderOf(options.hubDir);
  const cookies: WatchedFolder = {
    path: join(shared, COOKIE_FOLDER),
    name: COOKIE_FOLDER,
    identity: undefined,
    watcher: undefined,
  };
  mkdirSync(cookies.path, { recursive: true });
  // Ignored by git whatever `.hub/.gitignore` says (a project made before the watcher existed).
  writeFileSync(join(shared, ".gitignore"), "*\n");

  let instance = "";
  let journalFd: number | undefined;
  let journalBytes = 0;
  /** Begins a journal and names it in the state file; the one before ends with its last line. */
  const newJournal = (why?: string) => {
    const before = journalFd === undefined ? undefined : { fd: journalFd, file: join(shared, journalName(instance)) };
    instance = newInstance();
    journalFd = openSync(join(shared, journalName(instance)), "a");
    journalBytes = 0;
    const temporary = join(shared, `.${STATE_FILE}.${process.pid}.tmp`);
    writeFileSync(temporary, JSON.stringify({ pid: process.pid, instance }));
    renameSync(temporary, join(shared, STATE_FILE));
    if (before) {
      // After the state file names the next one: a reader at the end line finds it there.
      writeSync(before.fd, journalLines.rotated);
      closeSync(before.fd);
      rmSync(before.file, { force: true });
    }
    if (why) log(`a new journal (every token before it means "all"): ${why}`);
  };
  const append = (line: string) => {
    if (journalFd === undefined) return;
    try {
      writeSync(journalFd, line);
    } catch (error) {
      // A full disk, say: a journal with a gap would tell a command too little.
      void close(`cannot write the journal: ${(error as Error).message}`);
      return;
    }
    journalBytes += line.length; // ASCII only (ENTITY_NAME, COOKIE_NAME)
    if (journalBytes <= maxJournalBytes) return;
    try {
      newJournal(`the journal passed ${maxJournalBytes} bytes`);
    } catch (error) {
      void close(`cannot begin a journal: ${(error as Error).message}`);
    }
  };

  let burst = { startedMs: 0, events: 0 };
  const countEvent = () => {
    const now = Date.now();
    if (now - burst.startedMs > 1_000) burst = { startedMs: now, events: 0 };
    burst.events += 1;
    if (burst.events === burstLimit) {
      log(`${burstLimit} events within a second (an event queue may overflow): every file may have changed`);
      append(journalLines.everything);
    }
  };

  const watchFolder = (folder: WatchedFolder, onName: (name: string) => void, onGone: () => void) => {
    folder.watcher?.close();
    folder.identity = identityOf(folder.path);
    folder.watcher = undefined;
    if (!folder.identity) return;
    try {
      const watcher = watch(folder.path, { persistent: true });
      watcher.on("change", (kind, name) => {
        countEvent();
        if (typeof name !== "string") {
          log(`an event without a file name in ${folder.path}`);
          append(journalLines.everything);
        } else if (kind === "rename" && name === folder.name) {
          // The folder itself removed or moved away (its inode may be reused by a new one at once):
          // the watch is dead; the next question watches whatever folder is there then.
          watcher.close();
          folder.watcher = undefined;
          folder.identity = undefined;
          onGone();
        } else onName(name);
      });
      watcher.on("error", (error) => {
        watcher.close();
        if (folder.watcher === watcher) folder.watcher = undefined;
        log(`watching ${folder.path} failed: ${error.message}`);
        onGone();
      });
      folder.watcher = watcher;
    } catch (error) {
      log(`cannot watch ${folder.path}: ${(error as Error).message}`);
      folder.identity = undefined;
    }
  };

  const folders = options.folders.map((path): WatchedFolder => {
    return { path, name: basename(path), identity: undefined, watcher: undefined };
  });
  const watchEntityFolder = (folder: WatchedFolder) =>
    watchFolder(
      folder,
      (name) => {
        if (ENTITY_NAME.test(name)) append(journalLines.change(folder.name, name));
      },
      () => append(journalLines.all(folder.name)),
    );
  /** Watches a folder afresh when its watch died or the folder was replaced: any of its files may have changed. */
  const rewatchIfReplaced = (folder: WatchedFolder) => {
    if (folder.watcher && folder.identity === identityOf(folder.path)) return;
    watchEntityFolder(folder);
    append(journalLines.all(folder.name));
  };

  // A question: its cookie file created (the event of its removal finds no file and is skipped).
  const cookieArrived = (name: string) => {
    if (!COOKIE_NAME.test(name) || !statSync(join(cookies.path, name), { throwIfNoEntry: false })) return;
    keepAlive();
    for (const folder of folders) rewatchIfReplaced(folder);
    append(journalLines.cookie(name));
  };
  // The cookie folder removed (by hand, or with the project): made and watched again by the next
  // check if the project is still there (made at once, it would fail an `rm -r` of the project). No
  // change of an entity file is missed meanwhile; questions go unanswered.
  const watchCookies = (): void => watchFolder(cookies, cookieArrived, () => undefined);

  let idleTimer: NodeJS.Timeout | undefined;
  let stop: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });
  const keepAlive = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void close("idle"), options.idleMs ?? IDLE_MS);
  };

  // Read-only, and only a database already in WAL mode: the watcher never creates or changes one. A
  // database rebuilt since (a new file) is held again by the next check.
  let held: { close(): void; identity: string } | undefined;
  const holdIndex = () => {
    const identity = options.indexFile && identityOfFile(options.indexFile);
    if (held?.identity === identity) return;
    held?.close();
    held = undefined;
    if (!options.indexFile || !identity) return;
    try {
      const { DatabaseSync } = process.getBuiltinModule("node:sqlite");
      const db = new DatabaseSync(options.indexFile, { readOnly: true });
      const mode = db.prepare("PRAGMA journal_mode").get() as { journal_mode?: string } | undefined;
      if (mode?.journal_mode !== "wal") return db.close();
      // A first read takes the lock a connection in WAL mode keeps while it is open.
      db.prepare("SELECT count(*) FROM sqlite_master").get();
      held = { close: () => db.close(), identity };
    } catch (error) {
      log(`cannot hold the index open: ${(error as Error).message}`);
    }
  };

  holdIndex();
  for (const folder of folders) watchEntityFolder(folder);
  watchCookies();
  // The state file names this watcher only once every folder is watched: a command in another
  // process may write its cookie the moment it reads it, and a cookie written before the cookie
  // folder's watch began would never be seen (the command would wait, then forget this watcher).
  // Changes before then are not journaled; no token of this instance exists yet.
  newJournal();
  keepAlive();
  const check = setInterval(() => {
    // The project removed (a temporary folder, a deleted checkout): nothing left to watch. The state
    // file removed or replaced (a command found this watcher not answering): another takes over.
    if (!identityOf(options.hubDir)) return void close("project folder gone");
    if (readWatcherState(shared)?.instance !== instance) return void close("its state file was removed or replaced");
    holdIndex();
    if (!cookies.watcher || cookies.identity !== identityOf(cookies.path)) {
      mkdirSync(cookies.path, { recursive: true });
      watchCookies();
    }
  }, options.projectCheckMs ?? 30_000);
  log(`watching ${folders.length} folders, journal in ${shared}`);

  let closing: Promise<void> | undefined;
  const close = (why: string): Promise<void> => {
    closing ??= (async () => {
      log(`stopping: ${why}`);
      if (idleTimer) clearTimeout(idleTimer);
      clearInterval(check);
      for (const folder of folders) folder.watcher?.close();
      cookies.watcher?.close();
      held?.close();
      if (readWatcherState(shared)?.instance === instance) rmSync(join(shared, STATE_FILE), { force: true });
      if (journalFd !== undefined) {
        closeSync(journalFd);
        journalFd = undefined;
        rmSync(join(shared, journalName(instance)), { force: true });
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Only our own socket file: a watcher started after this one may have taken the path.
      if (socketIdentity !== undefined && identityOfFile(options.socketPath) === socketIdentity) {
        rmSync(options.socketPath, { force: true });
      }
      stop();
    })();
    return closing;
  };
  return { stopped, close: () => close("asked to") };
}

function identityOfFile(path: string): string | undefined {
  const info = statSync(path, { throwIfNoEntry: false });
  return info ? `${info.dev}:${info.ino}` : undefined;
}

/**
 * Listens on the socket path unless a live watcher holds it; a socket file left by a watcher that
 * died is removed first. False when another watcher is alive.
 */
async function listenAlone(server: Server, path: string): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
      server.once("error", resolve);
      server.listen(path, () => {
        server.off("error", resolve);
        resolve(undefined);
      });
    });
    if (!error) return true;
    if (error.code !== "EADDRINUSE") throw error;
    if (await isAnswering(path)) return false;
    rmSync(path, { force: true });
  }
  return false;
}

function isAnswering(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(path);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
