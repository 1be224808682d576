// A lock file beside an entity file, so that a read-modify-write in the server and one in a local
// CLI (non-server mode) never interleave: without it the later rename silently drops the other
// update. Within one process the KeyedQueue already serialises; this covers other processes.
import { open, stat, unlink } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { HubError } from "./api.ts";

export const LOCK_SUFFIX = ".lock";

export interface EntityLockOptions {
  /** A lock older than this is taken as left by a crashed process and broken. */
  staleMs?: number;
  /** Give up after waiting this long for another process. */
  timeoutMs?: number;
}

async function tryCreate(lock: string): Promise<boolean> {
  try {
    await (await open(lock, "wx")).close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** Age of the lock file in ms, or undefined when it vanished meanwhile. */
async function ageOf(lock: string): Promise<number | undefined> {
  try {
    return Date.now() - (await stat(lock)).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Runs `fn` while holding `<file>.lock`, created exclusively. Updates hold it for milliseconds; a
 * lock older than `staleMs` (a writer killed mid-update) is removed.
 *
 * @example
 * await withEntityLock(".hub/tasks/TSK-0001.md", () => rewriteTask());
 */
export async function withEntityLock<T>(
  file: string,
  fn: () => Promise<T>,
  options: EntityLockOptions = {},
): Promise<T> {
  const lock = `${file}${LOCK_SUFFIX}`;
  const staleMs = options.staleMs ?? 10_000;
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (let attempt = 0; !(await tryCreate(lock)); attempt += 1) {
    const age = await ageOf(lock);
    if (age !== undefined && age > staleMs) {
      await unlink(lock).catch(() => undefined);
      continue;
    }
    if (Date.now() > deadline) throw new HubError("conflict", `"${file}" is being changed by another process`);
    await sleep(Math.min(1 + attempt, 20));
  }
  try {
    return await fn();
  } finally {
    await unlink(lock).catch(() => undefined);
  }
}
