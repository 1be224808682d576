// Authenticated GET /api/me as users load it: protect-server runs as its own process (the real
// CLI, default configuration and logging), the load generator is wrk in another process, and a
// bare Fastify route in a third process is the baseline measured right before each scenario
// (ratio = api / bare), and the server's CPU time per request against the bare route's (ratio =
// bare CPU / api CPU, the throughput ratio a quiet machine would show). PostgreSQL and PGlite with the defaults, then without the session cache
// (every request looks the session up) and with every request in the access log, to show what
// each costs. Run: `node bench/protect-server.bench.ts` (BENCH_SECONDS, default 10;
// BENCH_CONNECTIONS, default 32; BENCH_ONLY and BENCH_SERVER_BIN above). PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and dropped.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { databaseUrl, dropDatabase } from "../packages/protect-server/test/postgres-databases.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WARMUP_SECONDS = 3;
// BENCH_SERVER_BIN: another checkout's bin/protect-server.mjs, for a before/after in one session.
const bin =
  process.env.BENCH_SERVER_BIN ??
  fileURLToPath(new URL("../packages/protect-server/bin/protect-server.mjs", import.meta.url));
// BENCH_ONLY: run only the scenarios whose name contains this text (e.g. "PostgreSQL, defaults").
const only = process.env.BENCH_ONLY ?? "";
const bareServer = fileURLToPath(new URL("./fixtures/bare-fastify.ts", import.meta.url));

function wrkPath(): string {
  try {
    return execFileSync("sh", ["-c", "command -v wrk"], { encoding: "utf8" }).trim();
  } catch {
    process.stderr.write("wrk is not installed: apt-get install wrk\n");
    process.exit(1);
  }
}
const wrk = wrkPath();

/**
 * Starts a child whose stdout and stderr go straight to a file (as a log shipper would read them,
 * never through this process), and resolves with the first match of `pattern` in that file.
 */
async function startChild(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  pattern: RegExp,
  logFile: string,
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  const fd = openSync(logFile, "a");
  const child = spawn(command, args, { env, stdio: ["ignore", fd, fd] });
  closeSync(fd);
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  for (let waited = 0; waited < 60_000; waited += 50) {
    const match = pattern.exec(readFileSync(logFile, "utf8"));
    if (match) return { child, match };
    if (exited) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${command} ${args.join(" ")} did not start:\n${readFileSync(logFile, "utf8").slice(-2000)}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** CPU time (user + system) a process has used so far, in microseconds (Linux /proc). */
function cpuMicros(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1_000_000) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/**
 * Runs wrk against url; returns requests per second, the latency percentiles it printed and,
 * when the server's pid is given, the server's CPU time per request — a figure a busy machine
 * disturbs far less than requests per second (the server gets fewer slices, not dearer ones).
 */
function runWrk(
  url: string,
  headers: string[],
  seconds: number,
  serverPid?: number,
): { rps: number; p50: string; p99: string; cpuPerRequest: number } {
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", ...headers.flatMap((h) => ["-H", h]), url];
  const cpuBefore = serverPid === undefined ? 0 : cpuMicros(serverPid);
  const out = execFileSync(wrk, args, { encoding: "utf8" });
  const cpuUsed = serverPid === undefined ? Number.NaN : cpuMicros(serverPid) - cpuBefore;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  if (non2xx) throw new Error(`${non2xx[1]} non-2xx responses from ${url}`);
  return {
    rps,
    p50: /^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? "?",
    p99: /^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? "?",
    cpuPerRequest: cpuUsed / requests,
  };
}

async function measureBare(dataDir: string): Promise<BareFigures> {
  const { child, match } = await startChild(
    process.execPath,
    [bareServer],
    process.env,
    /listening (\d+)/,
    join(dataDir, "bare.log"),
  );
  try {
    const url = `http://127.0.0.1:${match[1]}/bare`;
    runWrk(url, [], WARMUP_SECONDS);
    const { rps, cpuPerRequest } = runWrk(url, [], SECONDS, child.pid);
    return { rps, cpuPerRequest };
  } finally {
    await stop(child);
  }
}

interface BareFigures {
  rps: number;
  /** Server CPU µs per request. */
  cpuPerRequest: number;
}

interface ApiFigures {
  rps: number;
  cpuPerRequest: number;
  p50: string;
  p99: string;
  logBytes: number;
}

async function measureApi(env: NodeJS.ProcessEnv, dataDir: string): Promise<ApiFigures> {
  const logFile = join(dataDir, "server.log");
  const { child, match } = await startChild(
    process.execPath,
    [bin, "--port", "0", "--data-dir", dataDir],
    env,
    /listening on (http:\/\/127\.0\.0\.1:\d+)/,
    logFile,
  );
  try {
    const base = match[1];
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `bench-${Date.now()}@example.test`, password: "long enough pw" }),
    });
    const { token } = (await signup.json()) as { token: string };
    const headers = [`authorization: Bearer ${token}`];
    runWrk(`${base}/api/me`, headers, WARMUP_SECONDS);
    const before = statSync(logFile).size;
    const result = runWrk(`${base}/api/me`, headers, SECONDS, child.pid);
    return { ...result, logBytes: statSync(logFile).size - before };
  } finally {
    await stop(child);
  }
}

function report(name: string, api: ApiFigures, bare: BareFigures): void {
  process.stdout.write(
    `${name.padEnd(36)} GET /api/me ${api.rps.toFixed(0).padStart(6)} req/s (p50 ${api.p50}, p99 ${api.p99}, log ${(api.logBytes / 1024 / 1024).toFixed(1)} MB)` +
      `   bare ${bare.rps.toFixed(0).padStart(6)} req/s   ratio ${(api.rps / bare.rps).toFixed(2)}` +
      `   server CPU ${api.cpuPerRequest.toFixed(1)} µs/request, bare ${bare.cpuPerRequest.toFixed(1)}: ratio ${(bare.cpuPerRequest / api.cpuPerRequest).toFixed(2)}\n`,
  );
}

process.stdout.write(
  `wrk -t1 -c${CONNECTIONS} -d${SECONDS}s (after ${WARMUP_SECONDS} s warm-up), loopback, ${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}\n`,
);
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "development", LOG_LEVEL: "info" };
delete env.DATABASE_URL;

const baseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const scratch = `protect_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${scratch}"`);
await admin.end();
const dirs: string[] = [];
const dir = () => {
  const created = mkdtempSync(join(tmpdir(), "protect-bench-"));
  dirs.push(created);
  return created;
};
try {
  const pgEnv = { ...env, DATABASE_URL: databaseUrl(baseUrl, scratch) };
  const scenarios: [string, NodeJS.ProcessEnv][] = [
    ["PostgreSQL, defaults", pgEnv],
    ["PostgreSQL, SESSION_CACHE_SECONDS=0", { ...pgEnv, SESSION_CACHE_SECONDS: "0" }],
    ["PostgreSQL, ACCESS_LOG_SAMPLE=1", { ...pgEnv, ACCESS_LOG_SAMPLE: "1" }],
    ["PGlite, defaults", env],
    ["PGlite, SESSION_CACHE_SECONDS=0", { ...env, SESSION_CACHE_SECONDS: "0" }],
  ];
  for (const [name, scenarioEnv] of scenarios.filter(([name]) => name.includes(only))) {
    // The baseline right before each scenario, so both see the same machine load.
    const bare = await measureBare(dir());
    report(name, await measureApi(scenarioEnv, dir()), bare);
  }
} finally {
  await dropDatabase(baseUrl, scratch);
  for (const created of dirs) rmSync(created, { recursive: true, force: true });
}
