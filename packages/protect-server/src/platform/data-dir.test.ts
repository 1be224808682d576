import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openConfiguredDatabase } from "../db/open-configured.ts";
import { DataDirError, dataDirProblem, prepareDataDir, restrictDataDir } from "./data-dir.ts";

/** The permission bits found on folders and on files under `root`, and how many entries there are. */
function modes(root: string): { folders: Set<number>; files: Set<number>; count: number } {
  const folders = new Set<number>();
  const files = new Set<number>();
  let count = 0;
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    count += 1;
    if (stat.isDirectory()) {
      folders.add(stat.mode & 0o777);
      for (const name of readdirSync(path)) walk(join(path, name));
    } else files.add(stat.mode & 0o777);
  };
  walk(root);
  return { folders, files, count };
}

describe("data folder", () => {
  let base: string;
  beforeEach(() => {
    base = mkdtempSync(join(tmpdir(), "protect-data-dir-"));
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it("is created 0700 with its missing parents, and an existing looser folder is tightened", () => {
    const dir = join(base, "a", "b", "data");
    prepareDataDir(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const loose = join(base, "loose");
    mkdirSync(loose, { mode: 0o755 });
    chmodSync(loose, 0o755);
    prepareDataDir(loose);
    expect(statSync(loose).mode & 0o777).toBe(0o700);
  });

  it("the embedded database's folders are 0700 and its files 0600, whatever the umask", async () => {
    const dir = join(base, "new", "data");
    const database = await openConfiguredDatabase({ dataDir: dir, databaseUrl: undefined });
    try {
      const found = modes(dir);
      expect(found.count).toBeGreaterThan(100);
      expect([...found.folders]).toEqual([0o700]);
      expect([...found.files]).toEqual([0o600]);
    } finally {
      await database.close();
    }
  });

  it("restricts files written with a looser mode", () => {
    mkdirSync(join(base, "sub"), { mode: 0o755 });
    writeFileSync(join(base, "sub", "f"), "x", { mode: 0o666 });
    chmodSync(join(base, "sub", "f"), 0o666);
    restrictDataDir(base);
    expect(statSync(join(base, "sub")).mode & 0o777).toBe(0o700);
    expect(statSync(join(base, "sub", "f")).mode & 0o777).toBe(0o600);
  });

  it("a folder that cannot be made answers a clear message, not a raw ENOENT or EACCES", () => {
    writeFileSync(join(base, "file"), "x");
    expect(() => prepareDataDir(join(base, "file", "data"))).toThrow(DataDirError);
    expect(() => prepareDataDir(join(base, "file", "data"))).toThrow(
      `Cannot use data folder "${join(base, "file", "data")}": it or one of its parents is a file, not a folder; choose another folder with --data-dir or DATA_DIR`,
    );
    expect(() => prepareDataDir(join(base, "file"))).toThrow("is a file, not a folder");
    // /sys refuses new entries even to root: a real permission error.
    expect(() => prepareDataDir("/sys/protect-data")).toThrow(
      'Cannot use data folder "/sys/protect-data": permission denied for this user',
    );
  });

  it("names each system error it maps (unwritable, read-only, missing parent)", () => {
    const error = (code: string) => Object.assign(new Error(`${code}: raw`), { code });
    expect(dataDirProblem("/srv/x", error("EACCES")).message).toBe(
      'Cannot use data folder "/srv/x": permission denied for this user; choose another folder with --data-dir or DATA_DIR',
    );
    expect(dataDirProblem("/srv/x", error("EROFS")).message).toContain("the file system is read-only");
    expect(dataDirProblem("/srv/x", error("ENOENT")).message).toContain("a parent folder cannot be found");
    expect(dataDirProblem("/srv/x", error("ENOSPC")).message).toContain("no space left");
    expect(dataDirProblem("/srv/x", error("EIO")).message).toBe('Cannot use data folder "/srv/x": EIO: raw');
  });
});
