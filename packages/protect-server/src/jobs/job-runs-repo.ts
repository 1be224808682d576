import { eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client.ts";
import { jobRuns } from "../db/schema/job-runs.ts";

/** Takes the job's transaction-level advisory lock without waiting; false when another instance holds it. */
export async function tryJobLock(tx: Tx, key: number): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`)) as {
    rows: { locked: boolean }[];
  };
  return result.rows[0]?.locked === true;
}

/** When the job last ran on any instance; undefined before its first run. */
export async function lastRunOf(tx: DbOrTx, name: string): Promise<Date | undefined> {
  const [last] = await tx.select({ lastRunAt: jobRuns.lastRunAt }).from(jobRuns).where(eq(jobRuns.name, name));
  return last?.lastRunAt;
}

export async function recordRun(tx: Tx, name: string, now: Date): Promise<void> {
  await tx
    .insert(jobRuns)
    .values({ name, lastRunAt: now })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: now } });
}
