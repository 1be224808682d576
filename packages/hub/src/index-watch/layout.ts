// What a project's index watcher shares with local commands, under `.hub/index-watch/`
// (docs/decisions/hub-index-watcher.md): the state file naming the running watcher and its journal,
// the journal of changes, and the folder a command writes its cookie into. The watcher writes them;
// the feed (feed.ts) only reads them and writes cookies. A Unix socket only keeps watchers one per project.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { contentHash } from "../core/entity-store.ts";

/** `.hub/index-watch/`, listed in `.hub/.gitignore`. */
export const INDEX_WATCH_FOLDER = "index-watch";
export const STATE_FILE = "state.json";
export const COOKIE_FOLDER = "cookies";
const SOCKET_NAME = "index-watch.sock";
/** Linux's limit on a socket path is 108 bytes with the terminating NUL. */
const MAX_SOCKET_PATH = 100;
/** An instance name (it is also part of the journal's file name). */
const INSTANCE = /^[0-9a-z-]{1,64}$/;

/** The running watcher, as its state file (`{pid, instance}`) names it. */
export interface WatcherState {
  pid: number;
  /** Names the journal's run: a token of another instance means "all". */
  instance: string;
  /** The journal's file name in the index-watch folder (journalName of the instance). */
  journal: string;
}

export const watchFolderOf = (hubDir: string) => join(hubDir, INDEX_WATCH_FOLDER);

/** The state file's content; undefined when there is none or it is not one. */
export function readWatcherState(watchFolder: string): WatcherState | undefined {
  let parsed: { pid?: unknown; instance?: unknown };
  try {
    parsed = JSON.parse(readFileSync(join(watchFolder, STATE_FILE), "utf8"));
  } catch {
    return undefined;
  }
  const { pid, instance } = parsed ?? {};
  if (!Number.isSafeInteger(pid) || (pid as number) <= 0) return undefined;
  if (typeof instance !== "string" || !INSTANCE.test(instance)) return undefined;
  return { pid: pid as number, instance, journal: journalName(instance) };
}

export const journalName = (instance: string) => `journal-${instance}`;

/**
 * The journal's lines, appended by the watcher in the order inotify delivered the events:
 *   c <folder> <name>   an entity file of the folder (its base name) was written, created, renamed or removed
 *   a <folder>          the folder was replaced or its watch failed: any of its files may have changed
 *   a *                 any file of any folder may have changed (an event queue may have overflowed)
 *   k <cookie>          a command's cookie arrived: every change finished before it was written is above
 *   r                   the journal ended (a new instance writes a new one; the state file names it)
 */
export const journalLines = {
  change: (folder: string, name: string) => `c ${folder} ${name}\n`,
  all: (folder: string) => `a ${folder}\n`,
  everything: "a *\n",
  cookie: (name: string) => `k ${name}\n`,
  rotated: "r\n",
} as const;

/**
 * The socket a watcher holds to be the only one of its project: `.hub/index-watch.sock`, or, when
 * that path is too long for a Unix socket, a name in the temporary folder made from the project's path.
 */
export function indexWatchSocketPath(hubDir: string): string {
  const inside = join(hubDir, SOCKET_NAME);
  if (Buffer.byteLength(inside) <= MAX_SOCKET_PATH) return inside;
  const { tmpdir } = process.getBuiltinModule("node:os");
  return join(tmpdir(), `hub-index-watch-${contentHash(hubDir)}.sock`);
}
