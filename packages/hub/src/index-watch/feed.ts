// The catch-up's side of the index watcher (watcher.ts): asks it what changed in a folder, and
// starts it when a command had to compare a large folder file by file. A question is a cookie file
// written into the folder the watcher watches for them; the answer is the journal up to the line
// that logs the cookie (every change finished before the cookie was written is above it). Only
// file calls: no socket, so no node:net and Node's streams (~4 ms of a command's start).
import { closeSync, fstatSync, openSync, readFileSync, readSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { ChangeFeed, FolderChanges } from "../core/change-feed.ts";
import { COOKIE_FOLDER, readWatcherState, STATE_FILE, type WatcherState, watchFolderOf } from "./layout.ts";

/**
 * A command that compared at least this many files of a folder starts the watcher; smaller folders
 * are compared without asking it (a project of a few hundred tasks needs no background process).
 */
export const WATCHER_MIN_FILES = 1_000;
/** A cookie not logged within this long is not waited for (the command compares every file). */
const COOKIE_WAIT_MS = 1_000;
/** The journal is read again at once (setImmediate) for this long, then after pauses growing to MAX_PAUSE_MS. */
const SPIN_MS = 2;
const MAX_PAUSE_MS = 5;

/** Only Linux for now: the ordering the cookies rely on is inotify's (docs/decisions/hub-index-watcher.md). */
export const INDEX_WATCH_SUPPORTED = process.platform === "linux";

export interface IndexWatchFeedOptions {
  hubDir: string;
  /** Starts a watcher for the project (a detached `hub index-watch`); absent: never started from here. */
  start?: () => void;
  minFiles?: number;
}

/** The change feed of a project's index watcher. */
export function indexWatchFeed(options: IndexWatchFeedOptions): ChangeFeed {
  const watchFolder = watchFolderOf(options.hubDir);
  const minFiles = options.minFiles ?? WATCHER_MIN_FILES;
  let started = false;
  // A watcher that did not log a cookie is stuck or gone: a new one may be started.
  let unanswered = false;
  return {
    minFiles,
    async changesSince(folder, token) {
      const answer = await askJournal(watchFolder, basename(folder), token);
      if (!answer) unanswered = true;
      return answer;
    },
    comparedAll(_folder, files) {
      if (started || !options.start || files < minFiles) return;
      const state = readWatcherState(watchFolder);
      if (state && isRunning(state.pid) && !unanswered) return;
      started = true;
      options.start();
    },
  };
}

/**
 * Whether a process of this pid runs (one of another user counts: it cannot be signalled). A killed
 * watcher stays a zombie until init reaps it, which some inits (containers, this VM's) put off:
 * signalling it succeeds, so its state in /proc decides.
 */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "latin1");
  } catch {
    return true; // /proc hidden: the signal's answer stands
  }
  const state = stat[stat.lastIndexOf(")") + 2];
  return state !== "Z" && state !== "X";
}

/**
 * Yields before the next read of the journal: at once while the cookie is fresh (the watcher logs it
 * within a fraction of a millisecond), then for pauses that grow with the time waited. Never blocks:
 * a watcher in this process (tests, a server) must run meanwhile.
 */
function pause(waitedMs: number): Promise<void> {
  if (waitedMs < SPIN_MS) return new Promise((resolve) => setImmediate(resolve));
  const ms = Math.min(MAX_PAUSE_MS, Math.max(1, waitedMs - SPIN_MS));
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function openJournal(watchFolder: string, state: WatcherState): number | undefined {
  try {
    return openSync(join(watchFolder, state.journal), "r");
  } catch {
    return undefined;
  }
}

/** A token names the watcher's instance and a byte offset of its journal: `<instance>.<offset>`. */
function parseToken(token: string | undefined): { instance: string; offset: number } | undefined {
  const dot = token?.lastIndexOf(".") ?? -1;
  if (!token || dot < 0 || !/^\d{1,15}$/.test(token.slice(dot + 1))) return undefined;
  return { instance: token.slice(0, dot), offset: Number(token.slice(dot + 1)) };
}

/**
 * Writes a cookie and reads the journal until its line: the entity files of `folder` changed since
 * `token`, or "all" when the journal cannot tell. Undefined when no watcher runs or it did not log
 * the cookie in time (its state file is then removed: it stops, and the next large comparison
 * starts a new one).
 */
async function askJournal(
  watchFolder: string,
  folder: string,
  token: string | undefined,
): Promise<FolderChanges | undefined> {
  let state = readWatcherState(watchFolder);
  if (!state || !isRunning(state.pid)) return undefined;
  let fd = openJournal(watchFolder, state);
  if (fd === undefined) return undefined;
  const cookie = `q-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const cookieFile = join(watchFolder, COOKIE_FOLDER, cookie);
  try {
    const asked = parseToken(token);
    const end = fstatSync(fd).size;
    // A token of another instance, or past the journal's end, tells nothing: every file is compared.
    let all = asked?.instance !== state.instance || asked.offset > end;
    let position = all ? end : asked!.offset;
    try {
      writeFileSync(cookieFile, "");
    } catch {
      return undefined;
    }
    const changed = new Set<string>();
    const ours = `c ${folder} `;
    const buffer = Buffer.allocUnsafe(64 * 1024);
    // Date.now, not performance.now: the performance global loads four internal modules (~0.7 ms).
    const asking = Date.now();
    let rest = "";
    for (;;) {
      const read = readSync(fd, buffer, 0, buffer.length, position);
      if (read === 0) {
        const waited = Date.now() - asking;
        if (waited >= COOKIE_WAIT_MS) {
          forget(watchFolder, state);
          return undefined;
        }
        await pause(waited);
        continue;
      }
      // latin1: one character per byte, so string offsets stay byte offsets (names are ASCII).
      const text = rest + buffer.toString("latin1", 0, read);
      const textStart = position - rest.length;
      position += read;
      let start = 0;
      let rotated = false;
      for (let lineEnd = text.indexOf("\n"); lineEnd >= 0; lineEnd = text.indexOf("\n", start)) {
        const line = text.slice(start, lineEnd);
        start = lineEnd + 1;
        if (line === `k ${cookie}`) {
          return { token: `${state.instance}.${textStart + start}`, changed: all ? "all" : [...changed] };
        }
        if (line.startsWith(ours)) changed.add(line.slice(ours.length));
        else if (line === `a ${folder}` || line === "a *") all = true;
        else if (line === "r") {
          rotated = true;
          break;
        } else if (!/^[cak] \S/.test(line)) all = true; // not a line of this format: nothing can be told
      }
      rest = text.slice(start);
      if (rotated) {
        // The journal ended (it passed its cap): the state file names the next, where the cookie is.
        closeSync(fd);
        fd = undefined;
        const next = readWatcherState(watchFolder);
        if (!next || next.instance === state.instance) return undefined;
        state = next;
        fd = openJournal(watchFolder, state);
        if (fd === undefined) return undefined;
        all = true;
        position = 0;
        rest = "";
      }
    }
  } finally {
    if (fd !== undefined) closeSync(fd);
    rmSync(cookieFile, { force: true });
  }
}

/** Removes the state file of a watcher that did not log a cookie, unless it names another one by now. */
function forget(watchFolder: string, state: WatcherState): void {
  if (readWatcherState(watchFolder)?.instance === state.instance) {
    rmSync(join(watchFolder, STATE_FILE), { force: true });
  }
}
