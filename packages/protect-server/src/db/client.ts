import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { type Schema, schema } from "./schema/index.ts";

/** The Drizzle database both drivers share: PGlite (embedded) and node-postgres (a server). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** A database or an open transaction: repos accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** The node-postgres pool, for work that needs one dedicated connection (migrations). */
  pool?: pg.Pool;
  /** The PostgreSQL URL (for connections outside the pool, e.g. LISTEN). */
  url?: string;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

/**
 * drizzle's node-postgres transaction checks a client out, sends BEGIN, and only then enters the
 * try whose finally releases the client: a BEGIN that fails (a pooled connection the server has
 * just dropped, handed out before its close was read) leaks the client, and after `poolSize` such
 * outages every query waits forever. A failed BEGIN releases the client here, as broken.
 */
function releaseWhenBeginFails(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const wrapped = (...args: unknown[]) => {
    const result = query(...args);
    const config = args[0];
    const text = typeof config === "string" ? config : (config as { text?: unknown } | null)?.text;
    if (typeof text === "string" && /^\s*begin\b/i.test(text) && result instanceof Promise) {
      return result.catch((error: unknown) => {
        client.release(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
    }
    return result;
  };
  client.query = wrapped as typeof client.query;
}

/**
 * Opens the database. PGlite with no dataDir lives in memory (tests); with a dataDir it persists
 * there. The caller holds the data-folder lock (see data-dir-lock.ts) before opening PGlite.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // A connection the server drops (restart, failover, pg_terminate_backend) emits 'error'; with
    // no listener that event kills the process. An idle pooled one emits it on the pool, which
    // discards it. A checked-out one (a transaction between statements, the leader lock, the
    // migration lock) emits it on the client itself, where the pool listens only while it is idle:
    // every client gets a listener of its own from birth. Its next query then fails as an outage
    // (503) and its release discards it, because pg marks it not queryable.
    pool.on("error", () => undefined);
    pool.on("connect", (client) => {
      client.on("error", () => undefined);
      releaseWhenBeginFails(client);
    });
    const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Db;
    return { kind: "postgres", db, pool, url: target.url, close: () => pool.end() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
  const client = new PGlite({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
  return { kind: "pglite", db, close: () => client.close() };
}
