// Scratch PostgreSQL databases for tests and the benchmark, made from one migrated template.
import pg from "pg";
import { openDatabase } from "../src/db/client.ts";
import { migrateDatabase } from "../src/db/migrate.ts";

/** The URL of another database on the same server. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates and migrates `protect_<runId>_template`; returns its name. */
export async function createPostgresTemplate(url: string, runId: string): Promise<string> {
  const name = `protect_${runId}_template`;
  await withAdmin(url, (c) => c.query(`CREATE DATABASE "${name}"`));
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(url, name), poolSize: 1 });
  await migrateDatabase(database);
  await database.close();
  return name;
}

/** Copies the template into a new database; retries while another copy holds the template. */
export async function createDatabaseFrom(url: string, template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await withAdmin(url, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
      return;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test((error as Error).message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + attempt * 25));
    }
  }
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await withAdmin(url, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

export async function dropDatabasesWithPrefix(url: string, prefix: string): Promise<void> {
  await withAdmin(url, async (c) => {
    const { rows } = await c.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [
      `${prefix}%`,
    ]);
    for (const row of rows) await c.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
  });
}
