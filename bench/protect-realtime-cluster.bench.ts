// Realtime at scale: BENCH_CLIENTS (10,000) WebSocket clients through HAProxy over two
// protect-server instances (round robin, so about half on each), one writer posting room messages
// through the balancer. Two HAProxy processes with the same configuration take half the clients
// each (as two balancer nodes behind one DNS name would): one HAProxy holds two descriptors per
// client, and this machine's hard limit of 20,000 open files cannot be raised. Every client must get every message exactly once and in order
// (fixtures/realtime-clients.ts checks that each client's timestamps rise strictly and counts
// strays); latency is client receive time − the writer's timestamp taken before the POST (HTTP,
// insert, NOTIFY, LISTEN on both instances, fan-out, HAProxy, the socket). Floor in the same run:
// a bare `ws` broadcast behind its own HAProxy with the same clients in the same generator. The
// two alternate for BENCH_ROUNDS rounds. Memory per idle socket: each instance's RSS growth from
// before the clients connect to all subscribed and idle, over the sockets it holds.
// Run: `node bench/protect-realtime-cluster.bench.ts` (BENCH_CLIENTS 10000, BENCH_MESSAGES 30,
// BENCH_RATE 2/s, BENCH_ROUNDS 2; PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres). Needs haproxy and a file-descriptor limit above
// BENCH_CLIENTS + 1,000 (each balancer and the generator hold one per client on each side).
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { hashSessionToken } from "../packages/protect-server/src/features/auth/session-token.ts";
import { startHaproxy } from "../packages/protect-server/test/haproxy.ts";
import { databaseUrl, dropDatabase } from "../packages/protect-server/test/postgres-databases.ts";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 30);
const RATE = Number(process.env.BENCH_RATE ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PEPPER = "bench-pepper-".padEnd(40, "x");
const bin = fileURLToPath(new URL("../packages/protect-server/bin/protect-server.mjs", import.meta.url));
const generator = fileURLToPath(new URL("./fixtures/realtime-clients.ts", import.meta.url));
const bare = fileURLToPath(new URL("./fixtures/bare-ws-broadcast.ts", import.meta.url));

interface Result {
  complete: boolean;
  clientsComplete: number;
  deliveries: number;
  outOfOrder: number;
  extra: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  bytesPerSocket: number;
}

function rssOf(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024;
}

/** Spawns node with args; resolves with the first stdout match of `pattern`, and a `next` for later lines. */
function start(args: string[], env: NodeJS.ProcessEnv, pattern: RegExp) {
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
    err = (err + chunk.toString()).slice(-4000);
  });
  const next = (p: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      waiters.push({ pattern: p, resolve });
      check();
      child.once("exit", (code) => reject(new Error(`${args[0]} exited (${code}):\n${err}${out.slice(-2000)}`)));
    });
  return next(pattern).then((match) => ({ child, match, next }));
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Connects the clients through `wsUrl`, posts MESSAGES at RATE/s with `post`, returns the generator's figures. */
async function measure(
  wsUrl: string,
  tokensFile: string,
  channel: string,
  post: (content: string) => Promise<void>,
  pids: (number | undefined)[],
): Promise<Result> {
  const before = pids.map(rssOf);
  const clients = await start([generator, wsUrl, tokensFile, channel, String(MESSAGES)], process.env, /READY/);
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const bytesPerSocket = pids.reduce<number>((sum, pid, i) => sum + rssOf(pid) - (before[i] ?? 0), 0) / CLIENTS;
    const result = clients.next(/RESULT (\{.*\})/);
    for (let i = 0; i < 5; i += 1) await post("warmup");
    const started = performance.now();
    for (let i = 0; i < MESSAGES; i += 1) {
      const wait = started + (i * 1000) / RATE - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await post(`bench:${performance.timeOrigin + performance.now()}`);
    }
    // A message that never arrives would leave the generator waiting: after a generous grace it is
    // asked for what it has (complete: false makes the gap visible in the report).
    const grace = setTimeout(() => clients.child.kill("SIGUSR2"), 120_000);
    try {
      return { ...(JSON.parse((await result)[1] ?? "{}") as Result), bytesPerSocket };
    } finally {
      clearTimeout(grace);
    }
  } finally {
    await stop(clients.child);
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

const baseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const scratch = `protect_bench_cluster_${process.pid}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${scratch}"`);
await admin.end();
const dir = mkdtempSync(join(tmpdir(), "protect-cluster-bench-"));
const url = databaseUrl(baseUrl, scratch);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  DATABASE_URL: url,
  PORT: "0",
  HANDSHAKE_SECRET: "h".repeat(40),
  ADMIN_SECRET: "a".repeat(40),
  TOKEN_ENCRYPTION_KEY: "0".repeat(64),
  SESSION_PEPPER: PEPPER,
  PAYMENT_WEBHOOK_SECRET: "w".repeat(40),
  PUSH_EXPO_URL: "none",
};
const children: ChildProcess[] = [];
const balancers: { stop(): Promise<void> }[] = [];
try {
  const instances: { name: string; port: number; pid: number | undefined }[] = [];
  for (const name of ["a", "b"]) {
    const dataDir = join(dir, name);
    const started = await start(
      [bin, "--port", "0"],
      { ...env, DATA_DIR: dataDir, LOG_LEVEL: "info" },
      /listening on http:\/\/127\.0\.0\.1:(\d+)/,
    );
    children.push(started.child);
    instances.push({ name, port: Number(started.match[1]), pid: started.child.pid });
  }
  const perBalancer = Math.ceil(CLIENTS / 2) + 500;
  const serverBalancers = [
    await startHaproxy(instances, { maxconn: perBalancer }),
    await startHaproxy(instances, { maxconn: perBalancer }),
  ];
  balancers.push(...serverBalancers);
  const balancer = serverBalancers[0] as (typeof serverBalancers)[number];

  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const tokens: string[] = [];
  const ids: string[] = [];
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
    [ids, tokens.map((t) => hashSessionToken(t, PEPPER)), new Date(Date.now() + 86_400_000)],
  );
  const [{ id: roomId } = { id: "" }] = (await db.query("select id from chat_rooms where slug = 'general'")).rows as {
    id: string;
  }[];
  await db.end();
  const writer = tokens[0] ?? "";
  const tokensFile = join(dir, "tokens.txt");
  writeFileSync(tokensFile, tokens.slice(1).join("\n"));

  const postToServer = async (content: string) => {
    const res = await fetch(`${balancer.url}/api/chat/rooms/${roomId}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${writer}`, "content-type": "application/json" },
      body: JSON.stringify({ content }),
    });
    if (res.status !== 201) throw new Error(`POST answered ${res.status}: ${await res.text()}`);
  };
  const baseline = await start([bare], process.env, /LISTENING (\d+)/);
  children.push(baseline.child);
  const bareServers = [{ name: "bare", port: Number(baseline.match[1]) }];
  const bareBalancers = [
    await startHaproxy(bareServers, { maxconn: perBalancer }),
    await startHaproxy(bareServers, { maxconn: perBalancer }),
  ];
  balancers.push(...bareBalancers);
  const bareBalancer = bareBalancers[0] as (typeof bareBalancers)[number];
  const wsUrls = (list: { url: string }[], path: string) =>
    list.map((b) => `${b.url.replace(/^http/, "ws")}${path}`).join(",");
  const postToBare = async (content: string) => {
    await fetch(`${bareBalancer.url}/`, { method: "POST", body: JSON.stringify({ content }) });
  };
  const runServer = () =>
    measure(
      wsUrls(serverBalancers, "/api/realtime"),
      tokensFile,
      `room:${roomId}`,
      postToServer,
      instances.map((instance) => instance.pid),
    );
  const runBare = () => measure(wsUrls(bareBalancers, ""), tokensFile, "-", postToBare, [baseline.child.pid]);

  const rounds: { server: Result; bare: Result }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round % 2 === 0) {
      const server = await runServer();
      rounds.push({ server, bare: await runBare() });
    } else {
      const bareResult = await runBare();
      rounds.push({ server: await runServer(), bare: bareResult });
    }
  }

  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? Number.NaN;
  process.stdout.write(
    `\nrealtime over two instances behind HAProxy (two balancer processes): ${CLIENTS} clients, ${MESSAGES} room messages at ${RATE}/s, ${ROUNDS} rounds ` +
      `(${new Date().toISOString()}, ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)})\n\n` +
      "| round | | complete | deliveries (expected) | out of order / twice | strays | p50 | p90 | p99 | max | RSS per idle socket |\n" +
      "|---|---|---|---|---|---|---|---|---|---|---|\n",
  );
  rounds.forEach((round, i) => {
    for (const [name, r] of [
      ["protect-server ×2 (PostgreSQL)", round.server],
      ["bare ws broadcast (floor)", round.bare],
    ] as const) {
      process.stdout.write(
        `| ${i + 1} | ${name} | ${r.complete} | ${r.deliveries} (${CLIENTS * MESSAGES}) | ${r.outOfOrder} | ${r.extra} | ${ms(r.p50)} | ${ms(r.p90)} | ${ms(r.p99)} | ${ms(r.max)} | ${kb(r.bytesPerSocket)} |\n`,
      );
    }
  });
  const p50s = rounds.map((r) => r.server.p50 / r.bare.p50);
  const p99s = rounds.map((r) => r.server.p99 / r.bare.p99);
  process.stdout.write(
    `\nratio per round: p50 ${p50s.map((x) => x.toFixed(2)).join(", ")}; p99 ${p99s.map((x) => x.toFixed(2)).join(", ")}; ` +
      `median p50 ${median(p50s).toFixed(2)}x, p99 ${median(p99s).toFixed(2)}x\n`,
  );
} finally {
  for (const balancer of balancers) await balancer.stop();
  for (const child of children) await stop(child);
  rmSync(dir, { recursive: true, force: true });
  await dropDatabase(baseUrl, scratch);
}
