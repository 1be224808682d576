// The catch-up's side of the index watcher (watcher.ts): asks it over its Unix socket what changed
// in a folder, and starts it when a command had to compare a large folder file by file. Costs a
// command nothing while no watcher runs: without the socket file node:net is not even loaded.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ChangeFeed, FolderChanges } from "../core/change-feed.ts";
import { contentHash } from "../core/entity-store.ts";

/**
 * A command that compared at least this many files of a folder starts the watcher; smaller folders
 * are compared without asking it (1,000 `stat` calls cost ~4 ms; loading node:net and a question ~2.5 ms).
 */
export const WATCHER_MIN_FILES = 1_000;
/** An answer that takes longer than this is not waited for (the command compares every file). */
const ANSWER_TIMEOUT_MS = 2_000;
const SOCKET_NAME = "index-watch.sock";
/** Linux's limit on a socket path is 108 bytes with the terminating NUL. */
const MAX_SOCKET_PATH = 100;

/**
 * Where a project's watcher answers: `.hub/index-watch.sock`, or, when that path is too long for a
 * Unix socket, a name in the temporary folder made from the project's path.
 */
export function indexWatchSocketPath(hubDir: string): string {
  const inside = join(hubDir, SOCKET_NAME);
  if (Buffer.byteLength(inside) <= MAX_SOCKET_PATH) return inside;
  const { tmpdir } = process.getBuiltinModule("node:os");
  return join(tmpdir(), `hub-index-watch-${contentHash(hubDir)}.sock`);
}

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
  const socketPath = indexWatchSocketPath(options.hubDir);
  const minFiles = options.minFiles ?? WATCHER_MIN_FILES;
  let started = false;
  // A socket file nobody answers on is a watcher that died: a new one may be started.
  let unanswered = false;
  return {
    minFiles,
    async changesSince(folder, token) {
      if (!existsSync(socketPath)) return undefined;
      const answer = await ask(socketPath, { folder, token });
      if (!answer) unanswered = true;
      return answer;
    },
    comparedAll(_folder, files) {
      if (started || !options.start || files < minFiles) return;
      if (existsSync(socketPath) && !unanswered) return;
      started = true;
      options.start();
    },
  };
}

function ask(socketPath: string, question: { folder: string; token: string | undefined }) {
  const { connect } = process.getBuiltinModule("node:net");
  return new Promise<FolderChanges | undefined>((resolve) => {
    const socket = connect(socketPath);
    let received = "";
    const finish = (answer: FolderChanges | undefined) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => finish(undefined), ANSWER_TIMEOUT_MS);
    socket.setEncoding("utf8");
    socket.on("error", () => finish(undefined));
    socket.on("close", () => finish(undefined));
    socket.on("data", (chunk: string) => {
      received += chunk;
      const end = received.indexOf("\n");
      if (end >= 0) finish(parseAnswer(received.slice(0, end)));
    });
    socket.write(`${JSON.stringify(question)}\n`);
  });
}

function parseAnswer(line: string): FolderChanges | undefined {
  try {
    const answer = JSON.parse(line) as { token?: unknown; changed?: unknown };
    if (typeof answer.token !== "string") return undefined;
    if (answer.changed === "all") return { token: answer.token, changed: "all" };
    if (Array.isArray(answer.changed) && answer.changed.every((name) => typeof name === "string")) {
      return { token: answer.token, changed: answer.changed as string[] };
    }
  } catch {}
  return undefined;
}
