import type { Clock } from "../clock.ts";
import type { Db, Tx } from "../db/client.ts";
import { lastRunOf, recordRun, tryJobLock } from "./job-runs-repo.ts";

export interface Job {
  /** Unique name; also the key of its advisory lock and its job_runs row. */
  name: string;
  intervalMs: number;
  firstRunAfterMs: number;
  run(tx: Tx, now: Date): Promise<void>;
}

export interface JobLogger {
  info(obj: object, msg: string): void;
  debug?(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** A stable 32-bit advisory-lock key for a job name. */
export function jobLockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * Runs a job once across every instance sharing the database: the run holds a transaction-level
 * advisory lock (others skip instead of waiting), and job_runs records the last run so an instance
 * that starts later does not repeat a run another one just did. Returns whether this call ran it.
 */
export async function runJobOnce(db: Db, job: Job, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, jobLockKey(job.name)))) return false;
    const lastRunAt = await lastRunOf(tx, job.name);
    // Half an interval of slack: instances started at different times still run the job once per interval.
    if (lastRunAt && now.getTime() - lastRunAt.getTime() < job.intervalMs / 2) return false;
    await job.run(tx, now);
    await recordRun(tx, job.name, now);
    return true;
  });
}

export interface Scheduler {
  start(): void;
  /** Stops the timers and waits for a running job to finish. */
  stop(): Promise<void>;
}

/** Timers that run each job after firstRunAfterMs, then every intervalMs. */
export function createScheduler(db: Db, jobs: readonly Job[], options: { clock: Clock; logger: JobLogger }): Scheduler {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  const tick = (job: Job) => {
    if (stopped) return;
    const run = runJobOnce(db, job, options.clock.now())
      .then((ran) => {
        if (ran) options.logger.info({ job: job.name }, "job ran");
        else options.logger.debug?.({ job: job.name }, "job skipped: another instance ran it");
      })
      .catch((error: unknown) => options.logger.error({ job: job.name, err: error }, "job failed"));
    running.add(run);
    void run.finally(() => running.delete(run));
  };

  return {
    start() {
      for (const job of jobs) {
        const first = setTimeout(() => {
          timers.delete(first);
          tick(job);
          const every = setInterval(() => tick(job), job.intervalMs);
          every.unref();
          timers.add(every);
        }, job.firstRunAfterMs);
        first.unref();
        timers.add(first);
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
