// Authenticated GET /api/me as users load it: protect-server runs as its own process (the real
// CLI, default configuration and logging), the load generator is wrk in another process, and a
// bare Fastify route answering the same JSON runs in a third process beside it; wrk alternates
// between the two (BENCH_ROUNDS pairs), so both see the same machine load. Reported per scenario:
// requests per second (ratio = api / bare) and the server's CPU time per request (ratio = bare
// CPU / api CPU, the throughput ratio a quiet machine would show), the median of the pairs and
// their range. PostgreSQL and PGlite with the defaults, then without the session cache (every
// request looks the session up) and with every request in the access log, to show what each
// costs. Run: `node bench/protect-server.bench.ts` (BENCH_SECONDS per run, default 3;
// BENCH_ROUNDS, default 5; BENCH_CONNECTIONS, default 32; BENCH_ONLY and BENCH_SERVER_BIN below).
// PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and dropped.
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { databaseUrl, dropDatabase } from "../packages/protect-server/test/postgres-databases.ts";
import { median, runWrk, type WrkFigures } from "./fixtures/wrk-load.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WARMUP_SECONDS = 3;
// BENCH_SERVER_BIN: another checkout's bin/protect-server.mjs, for a before/after in one session.
const bin =
  process.env.BENCH_SERVER_BIN ??
  fileURLToPath(new URL("../packages/protect-server/bin/protect-server.mjs", import.meta.url));
// BENCH_ONLY: run only the scenarios whose name contains this text (e.g. "PostgreSQL, defaults").
const only = process.env.BENCH_ONLY ?? "";
const bareServer = fileURLToPath(new URL("./fixtures/bare-fastify.ts", import.meta.url));

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

type Figures = WrkFigures;

/**
 * One scenario: protect-server and the bare route run side by side, and wrk alternates between
 * them (bare, api, bare, api, …), so a change in the machine's load falls on both alike; the ratio
 * of each pair is reported, and their median.
 */
async function measureScenario(name: string, env: NodeJS.ProcessEnv, dataDir: string): Promise<void> {
  const logFile = join(dataDir, "server.log");
  const api = await startChild(
    process.execPath,
    [bin, "--port", "0", "--data-dir", dataDir],
    env,
    /listening on (http:\/\/127\.0\.0\.1:\d+)/,
    logFile,
  );
  const bare = await startChild(
    process.execPath,
    [bareServer],
    process.env,
    /listening (\d+)/,
    join(dataDir, "bare.log"),
  ).catch(async (error) => {
    await stop(api.child);
    throw error;
  });
  try {
    const base = api.match[1];
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `bench-${Date.now()}@example.test`, password: "long enough pw" }),
    });
    const { token } = (await signup.json()) as { token: string };
    const headers = [`authorization: Bearer ${token}`];
    const apiUrl = `${base}/api/me`;
    const bareUrl = `http://127.0.0.1:${bare.match[1]}/bare`;
    runWrk(bareUrl, { seconds: WARMUP_SECONDS, connections: CONNECTIONS });
    runWrk(apiUrl, { headers, seconds: WARMUP_SECONDS, connections: CONNECTIONS });
    const pairs: { api: Figures; bare: Figures }[] = [];
    const before = statSync(logFile).size;
    for (let round = 0; round < ROUNDS; round++) {
      const bareFigures = runWrk(bareUrl, { seconds: SECONDS, connections: CONNECTIONS, serverPid: bare.child.pid });
      pairs.push({
        bare: bareFigures,
        api: runWrk(apiUrl, { headers, seconds: SECONDS, connections: CONNECTIONS, serverPid: api.child.pid }),
      });
    }
    const logMb = (statSync(logFile).size - before) / 1024 / 1024 / ROUNDS;
    const ratios = pairs.map(({ api, bare }) => api.rps / bare.rps);
    const cpuRatios = pairs.map(({ api, bare }) => bare.cpuPerRequest / api.cpuPerRequest);
    const last = pairs[pairs.length - 1]!;
    const range = (values: number[]) => `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
    process.stdout.write(
      `${name.padEnd(36)} GET /api/me ${median(pairs.map((p) => p.api.rps))
        .toFixed(0)
        .padStart(6)} req/s (p50 ${last.api.p50}, p99 ${last.api.p99}, log ${logMb.toFixed(1)} MB per run)` +
        `   bare ${median(pairs.map((p) => p.bare.rps))
          .toFixed(0)
          .padStart(6)} req/s` +
        `   ratio ${median(ratios).toFixed(2)} (pairs ${range(ratios)})` +
        `   server CPU ${median(pairs.map((p) => p.api.cpuPerRequest)).toFixed(1)} µs/request, bare ${median(pairs.map((p) => p.bare.cpuPerRequest)).toFixed(1)}: ratio ${median(cpuRatios).toFixed(2)} (pairs ${range(cpuRatios)})\n`,
    );
  } finally {
    await Promise.all([stop(api.child), stop(bare.child)]);
  }
}

process.stdout.write(
  `wrk -t1 -c${CONNECTIONS} -d${SECONDS}s × ${ROUNDS} pairs (after ${WARMUP_SECONDS} s warm-up), loopback, ${cpus().length} cores, load ${loadavg()
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
    await measureScenario(name, scenarioEnv, dir());
  }
} finally {
  await dropDatabase(baseUrl, scratch);
  for (const created of dirs) rmSync(created, { recursive: true, force: true });
}
