// Builds the migrated templates once per test run: a PGlite data dump every test clones, and (when
// TEST_DATABASE_URL is set) a PostgreSQL template database every test copies with CREATE DATABASE.
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { createPostgresTemplate, dropDatabasesWithPrefix } from "./postgres-databases.ts";

declare module "vitest" {
  interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
    runId: string;
  }
}

/** In CI the PostgreSQL half of the suite must run: a missing TEST_DATABASE_URL fails the run. */
export function requirePostgresInCi(env: NodeJS.ProcessEnv): void {
  if (env.CI === "true" && !env.TEST_DATABASE_URL) {
    throw new Error("CI=true but TEST_DATABASE_URL is not set: the PostgreSQL tests would be skipped");
  }
}

export default async function setup(project: TestProject) {
  requirePostgresInCi(process.env);
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const database = await openDatabase({ kind: "pglite" });
  await migrateDatabase(database);
  const client = (database.db as unknown as { $client: import("@electric-sql/pglite").PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  const path = join(tmpdir(), `protect-template-${runId}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplatePath", path);
  project.provide("runId", runId);

  const url = process.env.TEST_DATABASE_URL;
  let template = "";
  if (url) {
    template = await createPostgresTemplate(url, runId);
  }
  project.provide("postgresTemplate", template);

  return async () => {
    if (url) await dropDatabasesWithPrefix(url, `protect_${runId}`);
    await rm(path, { force: true });
  };
}
