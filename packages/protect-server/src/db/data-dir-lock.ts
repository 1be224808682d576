import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import { join } from "node:path";

export const LOCK_FILE_NAME = "protect-server.lock";

export class DataDirLockedError extends Error {
  readonly pid: number;
  constructor(dataDir: string, pid: number, startedAt: string) {
    const holder = pid > 0 ? `process ${pid} (started ${startedAt})` : "another process that is starting";
    super(`Data folder "${dataDir}" is in use by ${holder}: stop that process first, or use another --data-dir`);
    this.name = "DataDirLockedError";
    this.pid = pid;
  }
}

export interface DataDirLock {
  release(): void;
}

interface LockContent {
  pid: number;
  startedAt: string;
}

/** True when a process with this pid exists (EPERM: it exists but belongs to someone else). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(path: string): LockContent | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8")) as Partial<LockContent>;
    if (typeof parsed.pid === "number" && typeof parsed.startedAt === "string") {
      return { pid: parsed.pid, startedAt: parsed.startedAt };
    }
  } catch {
    // unreadable or half-written: treated as stale below
  }
  return undefined;
}

/** True for a lock file younger than two seconds (still being written by its creator). */
function justCreated(path: string, now: Date): boolean {
  try {
    return now.getTime() - statSync(path).mtimeMs < 2000;
  } catch {
    return false;
  }
}

/**
 * Takes the exclusive lock of a PGlite data folder. PGlite does not lock its folder itself, and two
 * processes writing one folder corrupt it. The lock file is created with O_EXCL and holds the pid
 * and start time; a lock whose process is gone is stale and replaced.
 */
export function acquireDataDirLock(dataDir: string, now: Date = new Date()): DataDirLock {
  const path = join(dataDir, LOCK_FILE_NAME);
  const content: LockContent = { pid: process.pid, startedAt: now.toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, "wx", 0o600);
      writeSync(fd, JSON.stringify(content));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          const current = readLock(path);
          if (current?.pid === content.pid && current.startedAt === content.startedAt) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readLock(path);
      if (!holder && justCreated(path, now)) {
        // Another process created the file an instant ago and has not written it yet.
        throw new DataDirLockedError(dataDir, 0, "just now");
      }
      if (holder && holder.pid !== process.pid && processAlive(holder.pid)) {
        throw new DataDirLockedError(dataDir, holder.pid, holder.startedAt);
      }
      if (holder && holder.pid === process.pid) throw new DataDirLockedError(dataDir, holder.pid, holder.startedAt);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Cannot lock data folder "${dataDir}": the lock file keeps reappearing`);
}
