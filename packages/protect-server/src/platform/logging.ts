import type { LoggerOptions } from "pino";

/**
 * What the server's logs may hold: no request bodies, credentials or personal values (issue 11, 20).
 *
 * The main source of leaks was the error serializer: pino's default writes every enumerable field of
 * an error, and a failed drizzle query carries its SQL text and parameters (e-mail, password hash,
 * nickname, session-token HMAC) in `query`, `params` and the message; a PostgreSQL error carries the
 * offending value in `detail` ("Key (email)=(…) already exists") and sometimes in its message
 * (`invalid input syntax for type uuid: "…"`). `safeError` keeps what an operator needs — the type,
 * the SQLSTATE code, constraint/table/column names, the system call of a network error, the stack
 * frames — and drops the rest. Redaction is a second net for a value logged by mistake.
 */

const MAX_CAUSES = 5;

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  code?: string | number;
  syscall?: string;
  constraint?: string;
  table?: string;
  column?: string;
  severity?: string;
  routine?: string;
  cause?: SafeError;
}

type ErrorLike = Error & Record<string, unknown>;

const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** A drizzle query error (query text and parameters) or a PostgreSQL/PGlite error (SQLSTATE, detail). */
function isDatabaseError(error: ErrorLike): boolean {
  if ("query" in error || "params" in error) return true;
  return typeof error.code === "string" && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === "string";
}

/** The stack frames alone: the first line repeats the message, which may hold values. */
function framesOf(error: ErrorLike, headline: string): string | undefined {
  if (typeof error.stack !== "string") return undefined;
  const frames = error.stack.split("\n").filter((line) => /^\s+at /.test(line));
  return [headline, ...frames].join("\n");
}

/** The loggable part of an error and of its causes. */
export function safeError(value: unknown, depth = 0): SafeError {
  if (!(value instanceof Error)) return { type: typeof value, message: "non-error value thrown (withheld)" };
  const error = value as ErrorLike;
  const type = error.constructor?.name || error.name || "Error";
  const database = isDatabaseError(error);
  const code = typeof error.code === "string" || typeof error.code === "number" ? error.code : undefined;
  let message: string;
  if ("query" in error || "params" in error) message = "Failed query (text and parameters withheld from the log)";
  else if (database) message = `database error${code ? ` ${code}` : ""} (message withheld from the log)`;
  else message = error.message;
  const result: SafeError = { type, message };
  const stack = framesOf(error, `${type}: ${message}`);
  if (stack) result.stack = stack;
  if (code !== undefined) result.code = code;
  const copy = ["syscall", "constraint", "table", "column", "severity", "routine"] as const;
  for (const key of copy) {
    const field = str(error[key]);
    if (field) result[key] = field;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) result.cause = safeError(error.cause, depth + 1);
  return result;
}

const CENSOR = "[redacted]";

/** Fields that must never reach a log line, wherever a caller put them by mistake. */
export const REDACTED_PATHS: readonly string[] = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.body",
  "headers.authorization",
  "headers.cookie",
  "body",
  ...["password", "token", "email", "nickname", "city", "text", "content", "passcode", "secret", "pushToken"].flatMap(
    (key) => [key, `*.${key}`],
  ),
];

/** The options of every logger the server writes with (server.ts; tests capture with the same). */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    base: { service: "protect-server" },
    redact: { paths: [...REDACTED_PATHS], censor: CENSOR },
    serializers: { err: safeError, error: safeError },
  };
}
