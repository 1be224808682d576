import type pg from "pg";
import { outageCause } from "./availability.ts";

/** Where DATABASE_URL points, for messages: host, port, database and user, never the password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname || parsed.searchParams.get("host") || "localhost";
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, "")) || "(default)";
    const user = parsed.username ? `, user "${decodeURIComponent(parsed.username)}"` : "";
    return `PostgreSQL at ${host}:${parsed.port || "5432"}, database "${database}"${user} (DATABASE_URL)`;
  } catch {
    return "PostgreSQL (DATABASE_URL)";
  }
}

/** Start-up gave up on the database: the message names it and why. */
export class DatabaseUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DatabaseUnreachableError";
  }
}

export interface WaitOptions {
  /** Give up after this many seconds of failed attempts (0: a single attempt). */
  waitSeconds: number;
  /**
   * The moment (ms, `now()`'s clock) the wait ends, when a caller already started counting the
   * waitSeconds (withReachableDatabase); the message still names the configured waitSeconds.
   */
  deadline?: number;
  /** Told before each retry (the server logs it as a warning). */
  onRetry?: (message: string) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** Pause before retry n (1-based): 0.5 s, 1 s, 2 s, then every 5 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(5_000, 500 * 2 ** (attempt - 1));
}

/**
 * Waits until PostgreSQL answers `select 1`. Unreachable (refused, reset, DNS, starting up, too
 * many connections) is retried with retryDelayMs until waitSeconds have passed; anything else
 * (wrong password, no such database) fails at once. Both failures name the database.
 */
export async function waitForDatabase(pool: pg.Pool, url: string, options: WaitOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const where = describeDatabaseUrl(url);
  const deadline = options.deadline ?? now() + options.waitSeconds * 1000;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await pool.query("select 1");
      return;
    } catch (error) {
      const cause = outageCause(error);
      const reason = cause?.message || (error as Error).message;
      if (!cause) throw new DatabaseUnreachableError(`Cannot use ${where}: ${reason}`);
      const delay = retryDelayMs(attempt);
      if (now() + delay > deadline) {
        throw new DatabaseUnreachableError(
          `Cannot reach ${where} after ${attempt} attempt${attempt === 1 ? "" : "s"} in ${options.waitSeconds} s: ${reason}. ` +
            "Check that the server runs and DATABASE_URL is right (DATABASE_STARTUP_WAIT sets how long to wait).",
        );
      }
      options.onRetry?.(`Cannot reach ${where}: ${reason}; retrying in ${delay / 1000} s (attempt ${attempt})`);
      await sleep(delay);
    }
  }
}

/**
 * Start-up work on PostgreSQL (migrations, key checks) that survives the server going away midway:
 * waits until it answers, runs `work`, and when `work` fails because the connection was lost
 * (restart, failover, a terminated backend), waits and runs it again — all within waitSeconds from
 * the first attempt. `work` must be safe to repeat (a migration is one transaction; checks only read).
 */
export async function withReachableDatabase<T>(
  pool: pg.Pool,
  url: string,
  options: WaitOptions,
  work: () => Promise<T>,
): Promise<T> {
  const now = options.now ?? Date.now;
  const deadline = now() + options.waitSeconds * 1000;
  for (;;) {
    await waitForDatabase(pool, url, { ...options, deadline });
    try {
      return await work();
    } catch (error) {
      const cause = outageCause(error);
      if (!cause || now() >= deadline) throw error;
      options.onRetry?.(`Lost ${describeDatabaseUrl(url)} during start-up: ${cause.message}; trying again`);
    }
  }
}
