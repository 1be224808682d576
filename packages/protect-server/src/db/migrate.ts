import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import type { Database } from "./client.ts";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Key of the advisory lock that serialises migrations of several instances starting at once. */
export const MIGRATION_LOCK_KEY = 8_420_001;

/** Rows in Drizzle's journal of applied migrations (0 before the first migration). */
async function appliedCount(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<number> {
  const exists = await query("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  if (!(exists.rows[0] as { present: boolean }).present) return 0;
  const { rows } = await query("select count(*)::int as n from drizzle.__drizzle_migrations");
  return (rows[0] as { n: number }).n;
}

/**
 * Applies the committed migrations that are not applied yet and returns how many it applied.
 * Several instances starting at once on PostgreSQL are serialised by a session advisory lock: the
 * first applies them, the others wait, find them applied and apply none (docs/decisions/
 * protect-operations.md).
 */
export async function migrateDatabase(database: Database): Promise<number> {
  if (database.kind === "pglite" || !database.pool) {
    const db = database.db as unknown as PgliteDatabase & { $client: PGlite };
    const query = (text: string) => db.$client.query(text);
    const before = await appliedCount(query);
    await migratePglite(db, { migrationsFolder });
    return (await appliedCount(query)) - before;
  }
  const client: pg.PoolClient = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const query = (text: string) => client.query(text);
    const before = await appliedCount(query);
    await migratePg(drizzlePg(client), { migrationsFolder });
    return (await appliedCount(query)) - before;
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
