import { join } from "node:path";
import type { Config } from "../platform/config.ts";
import { prepareDataDir, restrictDataDir } from "../platform/data-dir.ts";
import { type Database, openDatabase } from "./client.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import { migrateDatabase } from "./migrate.ts";
import { withReachableDatabase } from "./wait-for-database.ts";

/** PGlite's files live in this sub-folder of the data folder (secrets.json and the lock beside it). */
export const PGLITE_SUBDIR = "pglite";

/**
 * Opens the configured database and applies pending migrations: PostgreSQL when databaseUrl is
 * set (waiting up to databaseStartupWaitSeconds for it to answer, and trying the migrations again
 * when the connection is lost midway, see wait-for-database.ts),
 * otherwise PGlite in the data folder under an exclusive lock (a second process is refused with
 * DataDirLockedError). The data folder is created 0700 and its files made 0600 (data-dir.ts); a
 * folder that cannot be created or written is a DataDirError with a clear message. close() closes the database and releases the lock.
 */
export async function openConfiguredDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir"> & Partial<Pick<Config, "databaseStartupWaitSeconds">>,
  options: {
    onRetry?: (message: string) => void;
    onMigrated?: (applied: number) => void;
    /** Start-up checks on the migrated database (read-only), retried with the migrations on PostgreSQL. */
    check?: (database: Database) => Promise<void>;
  } = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const database = await openDatabase({ kind: "postgres", url: config.databaseUrl });
    try {
      const pool = database.pool;
      if (!pool) throw new Error("A PostgreSQL database without its pool");
      const applied = await withReachableDatabase(
        pool,
        config.databaseUrl,
        {
          waitSeconds: config.databaseStartupWaitSeconds ?? 0,
          ...(options.onRetry ? { onRetry: options.onRetry } : {}),
        },
        async () => {
          const applied = await migrateDatabase(database);
          await options.check?.(database);
          return applied;
        },
      );
      options.onMigrated?.(applied);
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  }
  prepareDataDir(config.dataDir);
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const database = await openDatabase({ kind: "pglite", dataDir: join(config.dataDir, PGLITE_SUBDIR) });
    restrictDataDir(config.dataDir);
    // Not `onMigrated?.(await migrateDatabase(…))`: optional chaining would skip the migration
    // itself when no callback is given (the CLI's case).
    const applied = await migrateDatabase(database);
    options.onMigrated?.(applied);
    await options.check?.(database);
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
