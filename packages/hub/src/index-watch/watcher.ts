// The index watcher: a small process per project that watches the entity folders and tells a local
// command which files changed since its last question, so a filtered list at 10,000 tasks compares a
// handful of files instead of every one (git's fsmonitor daemon does the same for `git status`).
// docs/decisions/hub-index-watcher.md has the protocol and why each answer is safe.
//
// Questions arrive on a Unix socket as JSON lines `{"folder": "<path>", "token": "<token>"}`; each
// answer is a JSON line `{"token": "<token>", "changed": [names] | "all"}`. Before it answers, the
// watcher writes a cookie file and waits for its own event: every change finished before the
// question was asked is then in the log (inotify delivers a process's events in order).
import { type FSWatcher, mkdirSync, rmSync, statSync, unlinkSync, watch, writeFileSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import { basename, join } from "node:path";

/** With more events than this within a second, an event queue may have overflowed: every token is dropped. */
export const BURST_EVENTS = 4_096;
/** The watcher exits after this long without a question. */
export const IDLE_MS = 30 * 60_000;
/** How long an answer may wait for its cookie before it says "all" (less than a command waits for the answer). */
const COOKIE_WAIT_MS = 1_000;
const COOKIE_FOLDER = "index-watch-cookies";

export interface IndexWatcherOptions {
  /** The project's `.hub` folder: the watcher exits when it is gone. */
  hubDir: string;
  /** The folders to watch (the entity folders). */
  folders: readonly string[];
  socketPath: string;
  idleMs?: number;
  /** How often it checks that the project still exists (default 30 s). */
  projectCheckMs?: number;
  burstEvents?: number;
  log?: (line: string) => void;
}

export interface RunningIndexWatcher {
  /** Resolves when the watcher has stopped (idle, its project gone, or close()). */
  readonly stopped: Promise<void>;
  close(): Promise<void>;
}

interface WatchedFolder {
  path: string;
  /** Device and inode when watching began: a folder replaced since is watched again. */
  identity: string | undefined;
  watcher: FSWatcher | undefined;
  /** File name → sequence number of its last change (only entity files, `*.md`). */
  changes: Map<string, number>;
}

function identityOf(path: string): string | undefined {
  const info = statSync(path, { throwIfNoEntry: false });
  return info?.isDirectory() ? `${info.dev}:${info.ino}` : undefined;
}

function newInstance(): string {
  return `${process.pid.toString(36)}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Starts watching and answering on `socketPath`. Resolves with undefined when another watcher of the
 * same socket is alive (one per project).
 */
export async function startIndexWatcher(options: IndexWatcherOptions): Promise<RunningIndexWatcher | undefined> {
  const log = options.log ?? (() => undefined);
  const burstLimit = options.burstEvents ?? BURST_EVENTS;
  let instance = newInstance();
  let sequence = 0;
  let burst = { startedMs: 0, events: 0 };

  /** Forgets every change: all tokens handed out name an instance that is no more ("all" next time). */
  const restartLog = (why: string) => {
    instance = newInstance();
    for (const folder of folders.values()) folder.changes.clear();
    log(`every token dropped: ${why}`);
  };

  const countEvent = () => {
    const now = Date.now();
    if (now - burst.startedMs > 1_000) burst = { startedMs: now, events: 0 };
    burst.events += 1;
    if (burst.events === burstLimit) restartLog(`${burstLimit} events within a second (an event queue may overflow)`);
  };

  const folders = new Map<string, WatchedFolder>();
  /** An entity file's change goes to the folder's log. */
  const logChange = (folder: WatchedFolder, name: string) => {
    if (name.endsWith(".md")) folder.changes.set(name, ++sequence);
  };
  const watchFolder = (folder: WatchedFolder, onName: (folder: WatchedFolder, name: string) => void = logChange) => {
    folder.watcher?.close();
    folder.identity = identityOf(folder.path);
    folder.watcher = undefined;
    if (!folder.identity) return;
    try {
      const watcher = watch(folder.path, { persistent: true });
      const own = basename(folder.path);
      watcher.on("change", (kind, name) => {
        countEvent();
        if (typeof name !== "string") {
          restartLog(`an event without a file name in ${folder.path}`);
          return;
        }
        if (kind === "rename" && name === own) {
          // The folder itself removed or moved away (its inode may be reused by a new one at once):
          // the watch is dead; the next question watches whatever folder is there then.
          watcher.close();
          folder.watcher = undefined;
          folder.identity = undefined;
          restartLog(`${folder.path} was removed or moved`);
        } else onName(folder, name);
      });
      watcher.on("error", (error) => {
        watcher.close();
        if (folder.watcher === watcher) folder.watcher = undefined;
        restartLog(`watching ${folder.path} failed: ${error.message}`);
      });
      folder.watcher = watcher;
    } catch (error) {
      log(`cannot watch ${folder.path}: ${(error as Error).message}`);
      folder.identity = undefined;
    }
  };
  // Cookies: a file written into a folder of the watchers' own, watched like the others, then
  // waited for. Shared by every watcher of the project (one answers; one that stands down or an
  // orphan touches only its own cookies), so it is never removed, only recreated when gone.
  const cookies: WatchedFolder = {
    path: join(options.hubDir, COOKIE_FOLDER),
    identity: undefined,
    watcher: undefined,
    changes: new Map(),
  };
  const cookieWaiters = new Map<string, () => void>();
  const cookieArrived = (_folder: WatchedFolder, name: string) => cookieWaiters.get(name)?.();
  const watchCookies = () => {
    mkdirSync(cookies.path, { recursive: true });
    watchFolder(cookies, cookieArrived);
  };
  /** Watches a folder afresh when its watch died or the folder was replaced; every token is dropped then. */
  const rewatchIfReplaced = (folder: WatchedFolder, rewatch: () => void) => {
    if (folder.watcher && folder.identity === identityOf(folder.path)) return;
    rewatch();
    restartLog(`${folder.path} was replaced`);
  };
  let cookieCount = 0;
  /** True once every change finished before the call is in the log; false when the cookie did not come back. */
  const settle = (): Promise<boolean> => {
    rewatchIfReplaced(cookies, watchCookies);
    const name = `cookie-${process.pid}-${++cookieCount}`;
    const file = join(cookies.path, name);
    return new Promise<boolean>((resolve) => {
      const done = (arrived: boolean) => {
        clearTimeout(timer);
        cookieWaiters.delete(name);
        try {
          unlinkSync(file);
        } catch {}
        if (!arrived) {
          // Events stopped arriving: watch afresh at the next question; nothing logged can be trusted.
          cookies.watcher?.close();
          cookies.watcher = undefined;
          restartLog("a cookie did not come back");
        }
        resolve(arrived);
      };
      const timer = setTimeout(() => done(false), COOKIE_WAIT_MS);
      cookieWaiters.set(name, () => done(true));
      try {
        writeFileSync(file, "");
      } catch {
        done(false);
      }
    });
  };

  const answer = async (question: { folder?: unknown; token?: unknown }) => {
    const settled = await settle();
    const folder = typeof question.folder === "string" ? folders.get(question.folder) : undefined;
    if (folder) rewatchIfReplaced(folder, () => watchFolder(folder));
    const token = `${instance}.${sequence}`;
    const [asked, since] = typeof question.token === "string" ? question.token.split(".") : [];
    if (!settled || !folder?.watcher || asked !== instance || !/^\d+$/.test(since ?? "")) {
      return { token, changed: "all" as const };
    }
    const after = Number(since);
    const changed: string[] = [];
    for (const [name, at] of folder.changes) if (at > after) changed.push(name);
    return { token, changed };
  };

  let idleTimer: NodeJS.Timeout | undefined;
  let stop: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });
  const keepAlive = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void close("idle"), options.idleMs ?? IDLE_MS);
  };

  const server = createServer((socket: Socket) => {
    keepAlive();
    let buffered = "";
    socket.setEncoding("utf8");
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: string) => {
      buffered += chunk;
      if (buffered.length > 64 * 1024) {
        socket.destroy();
        return;
      }
      for (let end = buffered.indexOf("\n"); end >= 0; end = buffered.indexOf("\n")) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        let question: { folder?: unknown; token?: unknown };
        try {
          question = JSON.parse(line) as typeof question;
        } catch {
          socket.destroy();
          return;
        }
        void answer(question ?? {}).then((reply) => {
          if (!socket.destroyed) socket.write(`${JSON.stringify(reply)}\n`);
        });
      }
    });
  });

  // Alone first: a watcher that stands down must not touch the folders the live one watches.
  if (!(await listenAlone(server, options.socketPath))) return undefined;
  // Watching starts in the same turn as listening ends: no question is read before it.
  for (const path of options.folders) {
    const folder: WatchedFolder = { path, identity: undefined, watcher: undefined, changes: new Map() };
    folders.set(path, folder);
    watchFolder(folder);
  }
  watchCookies();
  const socketIdentity = identityOfFile(options.socketPath);
  keepAlive();
  // The project removed (a temporary folder, a deleted checkout): nothing left to watch.
  const projectCheck = setInterval(() => {
    if (!identityOf(options.hubDir)) void close("project folder gone");
  }, options.projectCheckMs ?? 30_000);
  log(`watching ${folders.size} folders, answering on ${options.socketPath}`);

  let closing: Promise<void> | undefined;
  const close = (why: string): Promise<void> => {
    closing ??= (async () => {
      log(`stopping: ${why}`);
      if (idleTimer) clearTimeout(idleTimer);
      clearInterval(projectCheck);
      for (const folder of folders.values()) folder.watcher?.close();
      cookies.watcher?.close();
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
 * Listens on the socket path unless a live watcher answers there; a socket file left by a watcher
 * that died is removed first. False when another watcher is alive.
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
