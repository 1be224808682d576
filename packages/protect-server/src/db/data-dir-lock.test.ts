import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from "./data-dir-lock.ts";

describe("data folder lock", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "protect-lock-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("a second acquire while held is refused with a message naming the holder", () => {
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`in use by process ${process.pid}`));
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it("a lock left by a process that no longer exists is stale and replaced", () => {
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    writeFileSync(
      join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: Number(dead.stdout), startedAt: "2020-01-01T00:00:00Z" }),
    );
    expect(Number(dead.stdout)).toBeGreaterThan(0);
    const lock = acquireDataDirLock(dir, new Date("2026-06-01T10:00:00Z"));
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), "utf8"))).toEqual({
      pid: process.pid,
      startedAt: "2026-06-01T10:00:00.000Z",
    });
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it("an empty lock file created an instant ago counts as held", () => {
    writeFileSync(join(dir, LOCK_FILE_NAME), "");
    expect(() => acquireDataDirLock(dir)).toThrow("in use by another process that is starting");
  });

  it("a lock held by another live process is refused", () => {
    writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify({ pid: process.ppid, startedAt: "2026-01-01T00:00:00Z" }));
    expect(() => acquireDataDirLock(dir)).toThrow(`in use by process ${process.ppid}`);
  });
});
