import { isDatabaseOutage } from "../db/availability.ts";
import type { Db, Tx } from "../db/client.ts";
import type { Clock } from "../platform/clock.ts";
import { lastRunOf, recordRun, tryJobLock } from "./job-runs-repo.ts";

export interface Job {
  /** Unique name; also the key of its advisory lock and its job_runs row. */
  name: string;
  intervalMs: number;
  firstRunAfterMs: number;
  /**
   * Slow work that must not hold a transaction (network lookups, say): runs before the run's
   * transaction, outside it, only when the job is due; what it returns is run's `prepared`. Two
   * instances may both prepare; only one runs (the lock), so prepare must write nothing.
   */
  prepare?(db: Db, now: Date): Promise<unknown>;
  run(tx: Tx, now: Date, prepared?: unknown): Promise<void>;
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
  // Half an interval of slack: instances started at different times still run the job once per interval.
  const due = (lastRunAt: Date | undefined) => !lastRunAt || now.getTime() - lastRunAt.getTime() >= job.intervalMs / 2;
  let prepared: unknown;
  if (job.prepare) {
    // A long transaction would hold a pooled connection (and PGlite's only one) for its length.
    if (!due(await lastRunOf(db, job.name))) return false;
    prepared = await job.prepare(db, now);
  }
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, jobLockKey(job.name)))) return false;
    if (!due(await lastRunOf(tx, job.name))) return false;
    await job.run(tx, now, prepared);
    await recordRun(tx, job.name, now);
    return true;
  });
}

export interface Scheduler {
  start(): void;
  /** Stops the timers and waits for a running job to finish. */
  stop(): Promise<void>;
}

/** Pause before retry n (1-based) of a run the database outage failed: 1 s doubling to 30 s. */
export function outageRetryDelayMs(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** (attempt - 1));
}

/**
 * Timers that run each job after firstRunAfterMs, then every intervalMs. A run that fails because
 * the database is unreachable is retried (outageRetryDelayMs) until it runs or another instance
 * has, so a job due during an outage runs once when the database is back rather than an interval
 * later; any other failure waits for the next interval. A run never overlaps another of the same
 * job in this instance (across instances the job lock and job_runs see to that).
 */
export function createScheduler(
  db: Db,
  jobs: readonly Job[],
  options: { clock: Clock; logger: JobLogger; isOutage?: (error: unknown) => boolean },
): Scheduler {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  const busy = new Set<string>();
  const retries = new Map<string, { timer: NodeJS.Timeout; attempt: number }>();
  const isOutage = options.isOutage ?? isDatabaseOutage;
  let stopped = false;

  const retryLater = (job: Job) => {
    const attempt = (retries.get(job.name)?.attempt ?? 0) + 1;
    const timer = setTimeout(() => {
      timers.delete(timer);
      tick(job, attempt);
    }, outageRetryDelayMs(attempt));
    timer.unref();
    timers.add(timer);
    retries.set(job.name, { timer, attempt });
  };

  const tick = (job: Job, attempt = 0) => {
    if (stopped || busy.has(job.name)) return;
    const pending = retries.get(job.name);
    if (pending && attempt === 0) return; // a retry is already waiting: the interval's tick adds nothing
    retries.delete(job.name);
    busy.add(job.name);
    const run = runJobOnce(db, job, options.clock.now())
      .then((ran) => {
        if (ran) options.logger.info({ job: job.name, ...(attempt ? { retry: attempt } : {}) }, "job ran");
        else options.logger.debug?.({ job: job.name }, "job skipped: another instance ran it");
      })
      .catch((error: unknown) => {
        if (isOutage(error) && !stopped) {
          options.logger.info({ job: job.name, event: "job_deferred" }, "job deferred: database unreachable");
          retryLater(job);
        } else options.logger.error({ job: job.name, err: error }, "job failed");
      })
      .finally(() => busy.delete(job.name));
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
