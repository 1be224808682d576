import { join } from "node:path";
import type { Config } from "../config.ts";
import { type Database, openDatabase } from "./client.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import { migrateDatabase } from "./migrate.ts";

/** PGlite's files live in this sub-folder of the data folder (secrets.json and the lock beside it). */
export const PGLITE_SUBDIR = "pglite";

/**
 * Opens the configured database and applies pending migrations: PostgreSQL when databaseUrl is
 * set, otherwise PGlite in the data folder under an exclusive lock (a second process is refused
 * with DataDirLockedError). close() closes the database and releases the lock.
 */
export async function openConfiguredDatabase(config: Pick<Config, "databaseUrl" | "dataDir">): Promise<Database> {
  if (config.databaseUrl) {
    const database = await openDatabase({ kind: "postgres", url: config.databaseUrl });
    try {
      await migrateDatabase(database);
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  }
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const database = await openDatabase({ kind: "pglite", dataDir: join(config.dataDir, PGLITE_SUBDIR) });
    await migrateDatabase(database);
    return {
      ...database,
      async close() {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
