import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CORPUS_MISSING, corpusDir } from "../testing/corpus-dir.ts";

const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
const bin = new URL("../../bin/capcheck.mjs", import.meta.url).pathname;
const capcheck = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });

describe("capcheck CLI", () => {
  it("prints the package version with --version", () => {
    expect(capcheck("--version").stdout.trim()).toBe(pkg.version);
  });

  const dir = mkdtempSync(join(tmpdir(), "capcheck-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads a directory of JSON, JSON5 and TOML files from disk and maps results to exit codes", () => {
    mkdirSync(join(dir, "caps", "nested"), { recursive: true });
    writeFileSync(
      join(dir, "caps", "main.json"),
      '{"identifier": "main", "windows": ["main"], "permissions": ["core:app:allow-version"]}',
    );
    writeFileSync(
      join(dir, "caps", "nested", "extra.json5"),
      "{identifier: 'extra', windows: ['main'], permissions: ['allow-echo']}",
    );
    writeFileSync(
      join(dir, "caps", "tray.toml"),
      'identifier = "tray"\nwindows = ["main"]\npermissions = ["core:tray:allow-new"]\n',
    );
    writeFileSync(join(dir, "caps", "notes.txt"), "not a capability");
    expect(capcheck("validate", join(dir, "caps")).status).toBe(0);
    const resolved = capcheck("resolve", join(dir, "caps"), "--window", "main", "--platform", "linux");
    expect(resolved).toMatchObject({ status: 0, stdout: "core:app|version\ncore:tray|new\necho\n" });
    expect(capcheck("validate", join(dir, "missing")).status).toBe(2);
  });

  it.skipIf(!corpusDir())(
    `validates the corpus with exit 1 for its three files with duplicates (skipped when the ${CORPUS_MISSING})`,
    () => {
      const result = capcheck("validate", "--json", join(corpusDir() ?? "", "files"));
      expect(result.status).toBe(1);
      const report = JSON.parse(result.stdout) as { files: { valid: boolean }[] };
      expect(report.files).toHaveLength(29);
      expect(report.files.filter((f) => !f.valid)).toHaveLength(3);
    },
  );
});
