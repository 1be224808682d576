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
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import {
  bareBroadcast,
  generator,
  measure,
  type Result,
  scratchDatabase,
  seedAccounts,
  serverBin,
  start,
  stop,
} from "./fixtures/realtime-bench.ts";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const database = await scratchDatabase("realtime");
const dir = mkdtempSync(join(tmpdir(), "protect-realtime-bench-"));
const env: NodeJS.ProcessEnv = { ...database.env, DATA_DIR: dir };
let server: ChildProcess | undefined;
let bareProcess: ChildProcess | undefined;
try {
  const started = await start(
    [serverBin, "--port", "0"],
    { ...env, LOG_LEVEL: "info" },
    /listening on (http:\/\/127\.0\.0\.1:\d+)/,
  );
  server = started.child;
  const api = started.match[1] ?? "";

  const { writer, tokensFile, roomId } = await seedAccounts(database.url, CLIENTS, dir);

  const postToServer = async (content: string) => {
    const res = await fetch(`${api}/api/chat/rooms/${roomId}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${writer}`, "content-type": "application/json" },
      body: JSON.stringify({ content }),
    });
    if (res.status !== 201) throw new Error(`POST answered ${res.status}: ${await res.text()}`);
  };
  const baseline = await start([bareBroadcast], process.env, /LISTENING (\d+)/);
  bareProcess = baseline.child;
  const bareUrl = `127.0.0.1:${baseline.match[1]}`;
  const postToBare = async (content: string) => {
    await fetch(`http://${bareUrl}/`, { method: "POST", body: JSON.stringify({ content }) });
  };
  const run = {
    tokensFile,
    clients: CLIENTS,
    messages: MESSAGES,
    rate: RATE,
    settleMs: 1000,
    warmups: 10,
    pauseAfterMs: 2000,
  };
  const runServer = () =>
    measure({ ...run, wsUrl: `${api.replace(/^http/, "ws")}/api/realtime`, channel: `room:${roomId}` }, postToServer, [
      server?.pid,
    ]);
  const runBare = () => measure({ ...run, wsUrl: `ws://${bareUrl}`, channel: "-" }, postToBare, [bareProcess?.pid]);

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
  await database.drop();
}
