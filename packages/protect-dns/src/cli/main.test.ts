import { execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContractServer } from "../../test/contract-server.ts";
import { decode, encodeQuery, udpQuery } from "../../test/dns-client.ts";
import { newToken, SECRET, userRecord } from "../../test/fixtures.ts";
import { MemoryPolicySource } from "../policy/policy-source.ts";

const run = promisify(execFile);
const bin = new URL("../../bin/protect-dns.mjs", import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };

function cli(args: string[], env: NodeJS.ProcessEnv = {}) {
  return run(process.execPath, [bin, ...args], { encoding: "utf8", env: { ...process.env, ...env } }).then(
    (out) => ({ code: 0, ...out }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe("protect-dns CLI", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "protect-dns-cli-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("prints the version", async () => {
    expect((await cli(["--version"])).stdout.trim()).toBe(pkg.version);
  });

  it("list-stats builds the index of a list file and reports its size", async () => {
    const file = join(dir, "list.txt");
    writeFileSync(file, "# comment\ncasino.example\nCASINO.example.\nbad domain\n\n*.bet.example\n");
    const out = await cli(["list-stats", file, "--json"]);
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject({ lines: 6, domains: 2, duplicates: 1, invalid: 1 });
    const missing = await cli(["list-stats", join(dir, "nope.txt")]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/Cannot read/);
  });

  it("stops with exit code 2 and every bad field on a bad configuration", async () => {
    const out = await cli(["--doh-port", "99999"], { UNKNOWN_TOKEN: "maybe" });
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/doh\.port[\s\S]*unknownToken/);
  });

  it("serves until SIGTERM and exits 0", async () => {
    const token = newToken();
    const source = new MemoryPolicySource();
    source.setList("curated", ["casino.example"]);
    source.setList("full", []);
    source.setUser(userRecord("u1", [token]));
    const contract = await startContractServer(source, SECRET);
    const secretFile = join(dir, "secret");
    writeFileSync(secretFile, `${SECRET}\n`);
    const child = spawn(
      process.execPath,
      [
        bin,
        "--data-dir",
        join(dir, "data"),
        "--server-url",
        contract.url,
        "--secret-file",
        secretFile,
        "--dns-port",
        "0",
      ],
      { env: { ...process.env, DNS_TOKEN: token, DOH_PORT: "0", DOT_PORT: "0", LOG_LEVEL: "info" } },
    );
    const loaded = new Promise<void>((resolve) => {
      createInterface({ input: child.stderr }).on("line", (line) => {
        if (line.includes('"msg":"policies updated"')) resolve();
      });
    });
    const port = await new Promise<number>((resolve, reject) => {
      child.on("exit", (code) => reject(new Error(`exited early with ${code}`)));
      createInterface({ input: child.stdout }).on("line", (line) => {
        const match = /listening: dns udp\+tcp 127\.0\.0\.1:(\d+)/.exec(line);
        if (match) resolve(Number(match[1]));
      });
    });
    await loaded;
    expect(decode(await udpQuery(port, encodeQuery("www.casino.example"))).rcode).toBe("NXDOMAIN");
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    await contract.close();
  });
});
