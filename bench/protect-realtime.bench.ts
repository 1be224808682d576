// Realtime fan-out latency: a room message written over HTTP → the change row on 1,000 WebSocket
// clients. protect-server runs as its own process (the real CLI on PostgreSQL); the 1,000 clients
// live in a load-generator process (fixtures/realtime-clients.ts); this process writes the messages.
// Latency per delivery = client receive time − the writer's timestamp taken just before the POST,
// so it covers HTTP, the insert, the trigger's NOTIFY, LISTEN on the server, fan-out and the socket.
// Baseline in the same run: a bare `ws` server (fixtures/bare-ws-broadcast.ts) that broadcasts each
// POSTed message to the same generator, with no auth, no database. The two alternate for
// BENCH_ROUNDS rounds (the machine's load drifts; the median of the per-round ratios is the figure).
// Memory per idle socket: the server process's RSS growth from before the clients connect to when
// all are connected (and subscribed) and idle, divided by their number, for both servers.
// Run: `npm run bench protect-realtime` (BENCH_CLIENTS 1000, BENCH_MESSAGES 100, BENCH_RATE 10/s,
// BENCH_ROUNDS 3; PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres).
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { hashSessionToken } from "../packages/protect-server/src/features/auth/session-token.ts";
import { databaseUrl, dropDatabase } from "../packages/protect-server/test/postgres-databases.ts";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PEPPER = "bench-pepper-".padEnd(40, "x");
const bin = fileURLToPath(new URL("../packages/protect-server/bin/protect-server.mjs", import.meta.url));
const generator = fileURLToPath(new URL("./fixtures/realtime-clients.ts", import.meta.url));
const bare = fileURLToPath(new URL("./fixtures/bare-ws-broadcast.ts", import.meta.url));

type Result = { deliveries: number; p50: number; p90: number; p99: number; max: number; bytesPerSocket: number };

/** Resident memory of a process, from /proc (Linux). */
function rssOf(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024;
}

/** Spawns a process and resolves with the first stdout match of `pattern` (stderr is passed through on failure). */
function start(
  args: string[],
  env: NodeJS.ProcessEnv,
  pattern: RegExp,
): Promise<{ child: ChildProcess; match: RegExpExecArray; next: (p: RegExp) => Promise<RegExpExecArray> }> {
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  const waiters: { pattern: RegExp; resolve: (m: RegExpExecArray) => void }[] = [];
  const check = () => {
    for (const waiter of [...waiters]) {
      const match = waiter.pattern.exec(out);
      if (match) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(match);
      }
    }
  };
  child.stdout?.on("data", (chunk: Buffer) => {
    out += chunk.toString();
    check();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    err += chunk.toString();
  });
  const next = (p: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      waiters.push({ pattern: p, resolve });
      check();
      child.once("exit", (code) =>
        reject(new Error(`${args[0]} exited (${code}):\n${err.slice(-2000)}${out.slice(-2000)}`)),
      );
    });
  return next(pattern).then((match) => ({ child, match, next }));
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Connects the clients, writes MESSAGES messages at RATE per second with `post`, returns the generator's figures. */
async function measure(
  wsUrl: string,
  tokensFile: string,
  channel: string,
  post: (content: string) => Promise<void>,
  serverPid: number | undefined,
): Promise<Result> {
  const rssBefore = rssOf(serverPid);
  const clients = await start([generator, wsUrl, tokensFile, channel, String(MESSAGES)], process.env, /READY/);
  try {
    // All connected and idle: a moment for the server to settle, then its growth per socket.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const bytesPerSocket = (rssOf(serverPid) - rssBefore) / CLIENTS;
    const result = clients.next(/RESULT (\{.*\})/);
    // Warm-up messages (not timed: the generator only times `bench:` contents).
    for (let i = 0; i < 10; i += 1) await post("warmup");
    const started = performance.now();
    for (let i = 0; i < MESSAGES; i += 1) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await post(`bench:${performance.timeOrigin + performance.now()}`);
    }
    return { ...(JSON.parse((await result)[1] ?? "{}") as Result), bytesPerSocket };
  } finally {
    await stop(clients.child);
    // The server announces the departed clients offline: let that finish before the next run.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

const baseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const scratch = `protect_bench_realtime_${process.pid}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${scratch}"`);
await admin.end();
const dir = mkdtempSync(join(tmpdir(), "protect-realtime-bench-"));
const url = databaseUrl(baseUrl, scratch);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  DATABASE_URL: url,
  PORT: "0",
  DATA_DIR: dir,
  HANDSHAKE_SECRET: "h".repeat(40),
  ADMIN_SECRET: "a".repeat(40),
  TOKEN_ENCRYPTION_KEY: "0".repeat(64),
  SESSION_PEPPER: PEPPER,
  PAYMENT_WEBHOOK_SECRET: "w".repeat(40),
  PUSH_EXPO_URL: "none",
};
let server: ChildProcess | undefined;
let bareProcess: ChildProcess | undefined;
try {
  const started = await start(
    [bin, "--port", "0"],
    { ...env, LOG_LEVEL: "info" },
    /listening on (http:\/\/127\.0\.0\.1:\d+)/,
  );
  server = started.child;
  const api = started.match[1] ?? "";

  // CLIENTS + 1 accounts with sessions, written straight to the database (signup is rate limited).
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const tokens: string[] = [];
  const ids: string[] = [];
  const expires = new Date(Date.now() + 86_400_000);
  for (let i = 0; i <= CLIENTS; i += 1) {
    ids.push(randomUUID());
    tokens.push(`pss_${randomBytes(32).toString("base64url")}`);
  }
  await db.query(
    "insert into users (id, email, plan) select unnest($1::uuid[]), 'bench-' || unnest($1::uuid[]) || '@example.test', 'legend'",
    [ids],
  );
  await db.query(
    "insert into sessions (user_id, token_hash, expires_at) select unnest($1::uuid[]), unnest($2::text[]), $3",
    [ids, tokens.map((t) => hashSessionToken(t, PEPPER)), expires],
  );
  const [{ id: roomId } = { id: "" }] = (await db.query("select id from chat_rooms where slug = 'general'")).rows as {
    id: string;
  }[];
  await db.end();
  const writer = tokens[0] ?? "";
  const tokensFile = join(dir, "tokens.txt");
  writeFileSync(tokensFile, tokens.slice(1).join("\n"));

  const postToServer = async (content: string) => {
    const res = await fetch(`${api}/api/chat/rooms/${roomId}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${writer}`, "content-type": "application/json" },
      body: JSON.stringify({ content }),
    });
    if (res.status !== 201) throw new Error(`POST answered ${res.status}: ${await res.text()}`);
  };
  const baseline = await start([bare], process.env, /LISTENING (\d+)/);
  bareProcess = baseline.child;
  const bareUrl = `127.0.0.1:${baseline.match[1]}`;
  const postToBare = async (content: string) => {
    await fetch(`http://${bareUrl}/`, { method: "POST", body: JSON.stringify({ content }) });
  };
  const runServer = () =>
    measure(`${api.replace(/^http/, "ws")}/api/realtime`, tokensFile, `room:${roomId}`, postToServer, server?.pid);
  const runBare = () => measure(`ws://${bareUrl}`, tokensFile, "-", postToBare, bareProcess?.pid);

  const rounds: { server: Result; bare: Result }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternate which goes first, so that a drift in the machine's load does not favour one.
    if (round % 2 === 0) {
      const serverResult = await runServer();
      rounds.push({ server: serverResult, bare: await runBare() });
    } else {
      const bareResult = await runBare();
      rounds.push({ server: await runServer(), bare: bareResult });
    }
  }

  // Reconnect storm: every client connects at once (as after an instance restart) while the writer
  // keeps asking GET /api/me; no upgrade may answer 5xx and the requests must keep being answered.
  const stormRun = start(
    [generator, `${api.replace(/^http/, "ws")}/api/realtime`, tokensFile, "-", "0"],
    { ...process.env, BENCH_STORM: "1" },
    /STORM (\{.*\})/,
  );
  const meLatencies: number[] = [];
  const meStatuses: Record<string, number> = {};
  let storming = true;
  stormRun.then(
    () => {
      storming = false;
    },
    () => {
      storming = false;
    },
  );
  while (storming) {
    const sent = performance.now();
    const res = await fetch(`${api}/api/me`, { headers: { authorization: `Bearer ${writer}` } });
    await res.arrayBuffer();
    meLatencies.push(performance.now() - sent);
    meStatuses[res.status] = (meStatuses[res.status] ?? 0) + 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const storm = await stormRun;
  const stormFigures = JSON.parse(storm.match[1] ?? "{}") as {
    clients: number;
    outcomes: Record<string, number>;
    ms: number;
  };
  await stop(storm.child);
  meLatencies.sort((a, b) => a - b);

  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const median = (values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  process.stdout.write(
    `\nrealtime fan-out: ${CLIENTS} clients, ${MESSAGES} room messages at ${RATE}/s, ${ROUNDS} rounds (${new Date().toISOString()}, ` +
      `${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)})\n\n| round | | deliveries | p50 | p90 | p99 | max | RSS per idle socket |\n|---|---|---|---|---|---|---|---|\n`,
  );
  rounds.forEach((round, i) => {
    for (const [name, r] of [
      ["protect-server (PostgreSQL, LISTEN/NOTIFY)", round.server],
      ["bare ws broadcast (baseline)", round.bare],
    ] as const) {
      process.stdout.write(
        `| ${i + 1} | ${name} | ${r.deliveries} | ${ms(r.p50)} | ${ms(r.p90)} | ${ms(r.p99)} | ${ms(r.max)} | ${kb(r.bytesPerSocket)} |\n`,
      );
    }
  });
  const p50s = rounds.map((r) => r.server.p50 / r.bare.p50);
  const p99s = rounds.map((r) => r.server.p99 / r.bare.p99);
  process.stdout.write(
    `\nratio protect-server / bare per round: p50 ${p50s.map((x) => x.toFixed(2)).join(", ")}; p99 ${p99s.map((x) => x.toFixed(2)).join(", ")}\n` +
      `median ratio: p50 ${median(p50s).toFixed(2)}x, p99 ${median(p99s).toFixed(2)}x; ` +
      `reconnect storm: ${stormFigures.clients} clients at once, outcomes ${JSON.stringify(stormFigures.outcomes)}, all settled in ${ms(stormFigures.ms)}; ` +
      `GET /api/me meanwhile: statuses ${JSON.stringify(meStatuses)}, p50 ${ms(meLatencies[Math.floor(meLatencies.length / 2)] ?? Number.NaN)}, max ${ms(meLatencies.at(-1) ?? Number.NaN)}\n` +
      `RSS per idle socket (median): protect-server ${kb(median(rounds.map((r) => r.server.bytesPerSocket)))}, bare ws ${kb(median(rounds.map((r) => r.bare.bytesPerSocket)))}\n`,
  );
} finally {
  if (server) await stop(server);
  if (bareProcess) await stop(bareProcess);
  rmSync(dir, { recursive: true, force: true });
  await dropDatabase(baseUrl, scratch);
}
