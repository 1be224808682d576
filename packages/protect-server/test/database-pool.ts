// Test databases used again within a test file: a released database is put back into the exact
// state of a freshly migrated one (every table emptied and the migrations' seed rows and sequence
// positions restored, in one transaction with triggers off) instead of being dropped and copied
// again. Copying the template cost 0.4–0.6 s per test on PostgreSQL and loading PGlite's dump
// 0.6 s; the reset costs a few tens of milliseconds.
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/client.ts";

/** What a freshly migrated database holds: the seed rows of each table and every sequence's position. */
interface Snapshot {
  tables: string[];
  rows: { table: string; json: string }[];
  sequences: { name: string; value: string; called: boolean }[];
}

type Rows<T> = { rows: T[] };

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as Rows<T>).rows;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Reads the state to restore from a database nobody has used yet. */
export async function takeSnapshot(database: Database): Promise<Snapshot> {
  const tables = (
    await rowsOf<{ name: string }>(
      database,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((row) => row.name);
  const rows: Snapshot["rows"] = [];
  for (const table of tables) {
    const [row] = await rowsOf<{ json: string | null }>(
      database,
      sql.raw(`select json_agg(t)::text as json from ${quote(table)} t`),
    );
    if (row?.json) rows.push({ table, json: row.json });
  }
  const sequences = await rowsOf<{ name: string; value: string; called: boolean }>(
    database,
    sql`select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
               coalesce(last_value, start_value)::text as value,
               last_value is not null as called
        from pg_sequences where schemaname = 'public'`,
  );
  return { tables, rows, sequences };
}

/** Puts a database back into the snapshot's state. */
export async function resetTo(database: Database, snapshot: Snapshot): Promise<void> {
  await database.db.transaction(async (tx) => {
    // Triggers off for this transaction: the append-only consent log refuses TRUNCATE, the resolver
    // change log would record the seed rows again, and foreign keys need no checking here.
    await tx.execute(sql`set local session_replication_role = replica`);
    // DELETE, not TRUNCATE: the tables are small, and TRUNCATE makes new files for every table
    // (seconds on a server that syncs them). Sequences are set back below.
    for (const table of snapshot.tables) await tx.execute(sql.raw(`delete from ${quote(table)}`));
    for (const { table, json } of snapshot.rows) {
      await tx.execute(
        sql`insert into ${sql.raw(quote(table))} overriding system value select * from json_populate_recordset(null::${sql.raw(quote(table))}, ${json}::json)`,
      );
    }
    for (const { name, value, called } of snapshot.sequences) {
      await tx.execute(sql`select setval(${name}::regclass, ${value}::bigint, ${called})`);
    }
  });
}

/**
 * Databases of one kind for this test file: `acquire` hands out a free one (reset) or a new one;
 * the returned database's close() gives it back. One that no longer answers is dropped for good.
 */
export function databasePool(create: () => Promise<Database>) {
  const free: Database[] = [];
  let snapshot: Promise<Snapshot> | undefined;

  const reuse = async (): Promise<Database | undefined> => {
    for (let database = free.pop(); database; database = free.pop()) {
      try {
        await resetTo(database, await (snapshot as Promise<Snapshot>));
        return database;
      } catch {
        await database.close().catch(() => undefined);
      }
    }
    return undefined;
  };

  return {
    async acquire(): Promise<Database> {
      const database = (snapshot && (await reuse())) || (await create());
      snapshot ??= takeSnapshot(database);
      await snapshot;
      let released = false;
      return {
        ...database,
        async close() {
          if (released) return;
          released = true;
          free.push(database);
        },
      };
    },
  };
}
