import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCK_FILE_NAME } from "../db/data-dir-lock.ts";

const run = promisify(execFile);
const bin = new URL("../../bin/protect-server.mjs", import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
const env = { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn" };

function cli(args: string[]) {
  return run(process.execPath, [bin, ...args], { encoding: "utf8", env }).then(
    (out) => ({ code: 0, ...out }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

/** Starts the server and resolves with its URL once it prints the listening line. */
function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [bin, "--port", "0", "--data-dir", dataDir], { env });
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`server exited early with ${code}`)));
    createInterface({ input: child.stdout }).on("line", (line) => {
      const match = /listening on (http:\/\/\S+)/.exec(line);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
  });
}

describe("protect-server CLI", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "protect-cli-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("prints the package version with --version", async () => {
    const out = await cli(["--version"]);
    expect(out.stdout.trim()).toBe(pkg.version);
  });

  // Process-level: starts and stops real servers on PGlite (fifteen migrations); allow for a busy machine.
  it("serves, refuses a second process on the same data folder, admin-grants after stop and exits cleanly", async () => {
    const { child, url } = await startServer(dataDir);
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
    const signup = await fetch(`${url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "boss@example.test", password: "long enough pw" }),
    });
    expect(signup.status).toBe(201);
    const openapi = (await (await fetch(`${url}/openapi.json`)).json()) as { openapi: string; paths: object };
    expect(openapi.openapi).toBe("3.1.0");
    expect(Object.keys(openapi.paths)).toContain("/api/onboarding/redeem-diga-code");

    const second = await cli(["admin", "grant", "boss@example.test", "--data-dir", dataDir]);
    expect(second.code).toBe(3);
    expect(second.stderr).toMatch(/Data folder ".*" is in use by process \d+/);

    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const grant = await cli(["admin", "grant", "BOSS@example.test", "--data-dir", dataDir, "--json"]);
    expect(grant.code).toBe(0);
    expect(JSON.parse(grant.stdout)).toMatchObject({ email: "boss@example.test", created: true });
    const unknown = await cli(["admin", "grant", "nobody@example.test", "--data-dir", dataDir]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account with e-mail "nobody@example.test"');
  });

  it("diga create prints the requested number of distinct codes and rejects a bad --count", async () => {
    const out = await cli([
      "diga",
      "create",
      "--count",
      "3",
      "--plan",
      "pro",
      "--label",
      "batch-1",
      "--data-dir",
      dataDir,
    ]);
    expect(out.code).toBe(0);
    const codes = out.stdout.trim().split("\n");
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const bad = await cli(["diga", "create", "--count", "zero", "--data-dir", dataDir]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Invalid --count "zero"');
  });

  // Seven process starts (no database is opened), side by side; allow for a busy machine.
  it("usage errors exit 2: an unknown command or option, a missing or bad option; --help exits 0", async () => {
    const usage = [
      ["frobnicate"],
      ["--bogus"],
      ["diga", "create", "--data-dir", dataDir],
      ["diga", "create", "--count", "1", "--plan"],
      ["admin", "grant"],
      ["diga", "create", "--count", "1", "--plan", "gold", "--data-dir", dataDir],
    ];
    const [help, ...outs] = await Promise.all([cli(["diga", "--help"]), ...usage.map((args) => cli(args))]);
    usage.forEach((args, i) => {
      expect(outs[i]?.code, `${args.join(" ")}: ${outs[i]?.stderr}`).toBe(2);
      expect(outs[i]?.stderr).toMatch(/error|Invalid/);
    });
    expect(help?.code).toBe(0);
  });

  // Process-level: one PGlite migration run; allow for a busy machine.
  it("diga create on a new --data-dir creates it as the server does (0700, private files); an unusable one is a clear message", async () => {
    const fresh = join(dataDir, "new", "folder");
    const out = await cli(["diga", "create", "--count", "1", "--data-dir", fresh]);
    expect(out.code, out.stderr).toBe(0);
    const walk = (path: string): string[] => {
      const stat = lstatSync(path);
      const mode = (stat.mode & 0o777).toString(8);
      if (!stat.isDirectory()) return [`file ${mode}`];
      return [`folder ${mode}`, ...readdirSync(path).flatMap((name) => walk(join(path, name)))];
    };
    const entries = walk(fresh);
    expect(entries.length).toBeGreaterThan(100);
    expect(new Set(entries)).toEqual(new Set(["folder 700", "file 600"]));

    writeFileSync(join(dataDir, "a-file"), "x");
    const blocked = await cli(["diga", "create", "--count", "1", "--data-dir", join(dataDir, "a-file", "data")]);
    expect(blocked.code).toBe(1);
    expect(blocked.stderr).toContain("is a file, not a folder; choose another folder with --data-dir or DATA_DIR");
    expect(blocked.stderr).not.toMatch(/ENOENT|ENOTDIR|EACCES/);
  });
});
