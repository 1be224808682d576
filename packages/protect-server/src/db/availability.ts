/**
 * Tells a lost database connection apart from other failures, and keeps the state "database lost /
 * back" with one log line per change. Requests keep trying the database while it is lost (the pool
 * reconnects on its own, within milliseconds once the server is back); they answer 503
 * database_unavailable meanwhile instead of 500.
 */

/** Node socket error codes that mean the database cannot be reached. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/** PostgreSQL SQLSTATEs of a server going away or not taking connections. */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** node-postgres reports some connection losses by message only. */
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /connection (is )?closed/i,
];

/**
 * The error in the chain (Drizzle wraps driver errors in `cause`) that says the database is
 * unreachable rather than that a query was wrong; undefined for other failures. Its message names
 * no query or parameter, so it may be logged.
 */
export function outageCause(error: unknown): { code?: string; message: string } | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    const text = typeof message === "string" ? message : "";
    if (typeof code === "string" && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || code.startsWith("08"))) {
      return { code, message: text };
    }
    if (MESSAGES.some((pattern) => pattern.test(text))) return { message: text };
    if (current instanceof AggregateError) {
      const inner = current.errors.map(outageCause).find((found) => found !== undefined);
      if (inner) return inner;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isDatabaseOutage(error: unknown): boolean {
  return outageCause(error) !== undefined;
}

export interface AvailabilityLogger {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface DatabaseAvailability {
  readonly available: boolean;
  /** Reports an error of a database call; returns true when it was an outage (answer 503). */
  report(error: unknown): boolean;
  close(): void;
}

/** Seconds a client is told to wait (Retry-After) while the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * The lost/back state. The first outage error logs "database connection lost" and starts a probe
 * (`select 1` every probeEveryMs); the first probe that succeeds logs "database connection
 * restored" with the downtime.
 */
export function createDatabaseAvailability(options: {
  probe: () => Promise<unknown>;
  logger: AvailabilityLogger;
  now?: () => number;
  probeEveryMs?: number;
}): DatabaseAvailability {
  const now = options.now ?? Date.now;
  const every = options.probeEveryMs ?? 500;
  let lostAt: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const probe = () => {
    timer = undefined;
    if (closed || lostAt === undefined) return;
    options.probe().then(
      () => {
        if (lostAt === undefined) return;
        options.logger.info({ event: "database_restored", downMs: now() - lostAt }, "database connection restored");
        lostAt = undefined;
      },
      () => {
        if (!closed) timer = setTimeout(probe, every).unref();
      },
    );
  };

  return {
    get available() {
      return lostAt === undefined;
    },
    report(error) {
      const cause = outageCause(error);
      if (!cause) return false;
      if (lostAt === undefined && !closed) {
        lostAt = now();
        options.logger.error({ event: "database_lost", reason: cause.message }, "database connection lost");
        timer = setTimeout(probe, every).unref();
      }
      return true;
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}
