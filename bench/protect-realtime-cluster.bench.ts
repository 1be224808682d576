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
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { startHaproxy } from "../packages/protect-server/test/haproxy.ts";
import {
  bareBroadcast,
  measure,
  type Result,
  scratchDatabase,
  seedAccounts,
  serverBin,
  start,
  stop,
} from "./fixtures/realtime-bench.ts";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 30);
const RATE = Number(process.env.BENCH_RATE ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

const database = await scratchDatabase("cluster");
const dir = mkdtempSync(join(tmpdir(), "protect-cluster-bench-"));
const env = database.env;
const children: ChildProcess[] = [];
const balancers: { stop(): Promise<void> }[] = [];
try {
  const instances: { name: string; port: number; pid: number | undefined }[] = [];
  for (const name of ["a", "b"]) {
    const dataDir = join(dir, name);
    const started = await start(
      [serverBin, "--port", "0"],
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

  const { writer, tokensFile, roomId } = await seedAccounts(database.url, CLIENTS, dir);

  const postToServer = async (content: string) => {
    const res = await fetch(`${balancer.url}/api/chat/rooms/${roomId}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${writer}`, "content-type": "application/json" },
      body: JSON.stringify({ content }),
    });
    if (res.status !== 201) throw new Error(`POST answered ${res.status}: ${await res.text()}`);
  };
  const baseline = await start([bareBroadcast], process.env, /LISTENING (\d+)/);
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
  const run = {
    tokensFile,
    clients: CLIENTS,
    messages: MESSAGES,
    rate: RATE,
    settleMs: 2000,
    warmups: 5,
    pauseAfterMs: 5000,
  };
  const runServer = () =>
    measure(
      { ...run, wsUrl: wsUrls(serverBalancers, "/api/realtime"), channel: `room:${roomId}` },
      postToServer,
      instances.map((instance) => instance.pid),
    );
  const runBare = () =>
    measure({ ...run, wsUrl: wsUrls(bareBalancers, ""), channel: "-" }, postToBare, [baseline.child.pid]);

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
  await database.drop();
}
