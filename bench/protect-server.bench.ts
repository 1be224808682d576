// Requests per second of authenticated GET /api/me on PostgreSQL and on PGlite, each against a
// bare Fastify route measured in the same run (ratio = api / bare). Loopback only, in-process load
// generator with a bounded request count. Run: `node bench/protect-server.bench.ts`
// (PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
// a scratch database is created and dropped).
import { Agent, request } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../packages/protect-server/src/app.ts";
import { type Database, openDatabase } from "../packages/protect-server/src/db/client.ts";
import { migrateDatabase } from "../packages/protect-server/src/db/migrate.ts";
import { databaseUrl, dropDatabase } from "../packages/protect-server/test/postgres-databases.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONCURRENCY = 32;
const secrets = {
  handshakeSecret: "h".repeat(40),
  adminSecret: "a".repeat(40),
  tokenEncryptionKey: "0".repeat(64),
  sessionPepper: "p".repeat(40),
  paymentWebhookSecret: "w".repeat(40),
};

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  return (app.server.address() as AddressInfo).port;
}

/** Sends `count` GETs with `CONCURRENCY` in flight over keep-alive; returns requests per second. */
async function load(port: number, path: string, headers: Record<string, string>, count: number): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let sent = 0;
  let failed = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, headers, agent }, (res) => {
        if (res.statusCode !== 200) failed += 1;
        res.resume();
        res.on("end", resolve);
      });
      req.on("error", reject);
      req.end();
    });
  const worker = async () => {
    while (sent < count) {
      sent += 1;
      await one();
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  if (failed > 0) throw new Error(`${failed} of ${count} requests to ${path} failed`);
  return count / seconds;
}

async function measure(database: Database): Promise<{ api: number; bare: number }> {
  await migrateDatabase(database);
  const { app } = await buildApp({ database, secrets, logger: false, scryptCost: 1024 });
  const signup = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: { email: "bench@example.test", password: "long enough pw" },
  });
  const token = (signup.json() as { token: string }).token;
  const bareApp = Fastify({ logger: false });
  bareApp.get("/bare", async () => ({ ok: true }));
  const [apiPort, barePort] = [await listen(app), await listen(bareApp)];
  const auth = { authorization: `Bearer ${token}` };
  await load(apiPort, "/api/me", auth, 1000);
  await load(barePort, "/bare", {}, 1000);
  const bare = await load(barePort, "/bare", {}, REQUESTS);
  const api = await load(apiPort, "/api/me", auth, REQUESTS);
  await app.close();
  await bareApp.close();
  return { api, bare };
}

function report(name: string, { api, bare }: { api: number; bare: number }): void {
  process.stdout.write(
    `${name.padEnd(10)} GET /api/me ${api.toFixed(0).padStart(6)} req/s   bare route ${bare.toFixed(0).padStart(6)} req/s   ratio ${(api / bare).toFixed(2)}\n`,
  );
}

process.stdout.write(`${REQUESTS} requests per measurement, ${CONCURRENCY} in flight, loopback\n`);

const pglite = await openDatabase({ kind: "pglite" });
try {
  report("PGlite", await measure(pglite));
} finally {
  await pglite.close();
}

const baseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const scratch = `protect_bench_${process.pid}`;
try {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${scratch}"`);
  await admin.end();
} catch (error) {
  process.stdout.write(
    `PostgreSQL skipped: cannot create a scratch database at ${baseUrl}: ${(error as Error).message}\n`,
  );
  process.exit(0);
}
const postgres = await openDatabase({ kind: "postgres", url: databaseUrl(baseUrl, scratch), poolSize: 10 });
try {
  report("PostgreSQL", await measure(postgres));
} finally {
  await postgres.close();
  await dropDatabase(baseUrl, scratch);
}
