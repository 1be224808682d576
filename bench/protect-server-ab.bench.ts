// Two protect-server builds side by side on PostgreSQL, authenticated GET /api/me: wrk (its own
// process) alternates 1 s windows between them, pair after pair, and the figure is the median of the
// pairs' ratios of server CPU per request (from /proc) and of requests per second. For a before/after
// decision on a noisy machine: run a build against itself first to see the noise (A/A).
// Run: node bench/protect-server-ab.bench.ts [bin A] [bin B]   (PAIRS, default 24; no bins: A/A)
// e.g. git worktree add /tmp/before HEAD~1 && ln -s "$PWD/node_modules" /tmp/before/node_modules &&
//      node bench/protect-server-ab.bench.ts /tmp/before/packages/protect-server/bin/protect-server.mjs \
//        packages/protect-server/bin/protect-server.mjs
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { median, runWrk } from "./fixtures/wrk-load.ts";

// Without arguments: this checkout against itself (A/A), which shows the machine's noise.
const checkout = fileURLToPath(new URL("../packages/protect-server/bin/protect-server.mjs", import.meta.url));
const [binA = checkout, binB = binA] = process.argv.slice(2);
const PAIRS = Number(process.env.PAIRS ?? 24);
const baseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
interface Server {
  child: ChildProcess;
  url: string;
  token: string;
  database: string;
  dir: string;
}

function psql(command: string): void {
  execFileSync("psql", [baseUrl, "-qc", command], { stdio: "ignore" });
}

async function start(bin: string, name: string): Promise<Server> {
  const database = `protect_ab_${name}_${process.pid}`;
  psql(`CREATE DATABASE ${database}`);
  const dir = mkdtempSync(join(tmpdir(), "protect-ab-"));
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  const child = spawn(process.execPath, [bin, "--port", "0", "--data-dir", dir], {
    env: { ...process.env, NODE_ENV: "development", LOG_LEVEL: "info", DATABASE_URL: url.toString() },
    stdio: ["ignore", "pipe", "ignore"],
  });
  let out = "";
  const base = await new Promise<string>((resolve, reject) => {
    child.once("exit", () => reject(new Error(`${bin} exited:\n${out.slice(-2000)}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
  });
  child.stdout?.resume();
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `ab-${name}@example.test`, password: "long enough pw" }),
  });
  const { token } = (await signup.json()) as { token: string };
  return { child, url: `${base}/api/me`, token, database, dir };
}

function wrk(server: Server, seconds: number) {
  return runWrk(server.url, {
    headers: [`authorization: Bearer ${server.token}`],
    seconds,
    connections: 32,
    serverPid: server.child.pid,
  });
}

const servers: Server[] = [];
try {
  servers.push(await start(binA, "a"), await start(binB, "b"));
  const [a, b] = servers as [Server, Server];
  wrk(a, 3);
  wrk(b, 3);
  const cpu: number[] = [];
  const rps: number[] = [];
  const cpuA: number[] = [];
  const cpuB: number[] = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    // Alternating which goes first within the pair.
    const first = pair % 2 === 0 ? wrk(a, 1) : undefined;
    const onB = wrk(b, 1);
    const onA = first ?? wrk(a, 1);
    cpu.push(onB.cpuPerRequest / onA.cpuPerRequest);
    rps.push(onB.rps / onA.rps);
    cpuA.push(onA.cpuPerRequest);
    cpuB.push(onB.cpuPerRequest);
  }
  process.stdout.write(
    `A ${median(cpuA).toFixed(1)} µs/request, B ${median(cpuB).toFixed(1)} µs/request (server CPU, medians of ${PAIRS} pairs)\n` +
      `B/A CPU per request: median ${median(cpu).toFixed(3)} (pairs ${Math.min(...cpu).toFixed(2)}–${Math.max(...cpu).toFixed(2)}); B/A requests per second: median ${median(rps).toFixed(3)}\n`,
  );
} finally {
  for (const server of servers) {
    server.child.kill("SIGTERM");
    await new Promise((resolve) =>
      server.child.exitCode === null ? server.child.once("exit", resolve) : resolve(null),
    );
    psql(`DROP DATABASE IF EXISTS ${server.database}`);
    rmSync(server.dir, { recursive: true, force: true });
  }
}
