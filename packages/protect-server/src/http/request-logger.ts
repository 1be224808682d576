import type { FastifyBaseLogger } from "fastify";
import type { Bindings, ChildLoggerOptions } from "pino";

type LevelName = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
type LogCall = (...args: unknown[]) => void;
/** Fastify's logger type lacks pino's level check, which every pino logger has. */
type LevelAwareLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger that becomes a pino child only when something is logged through it.
 *
 * Fastify gives every request `logger.child({ reqId })`; pino builds the child's bindings string
 * (serialisers and redaction included) at once, about 2 µs a request. Most requests log nothing
 * (the access log samples 1 %, http/access-log.ts), so the child is made on the first call at an
 * enabled level and reused after it: what reaches the log, and how, is the same as with the eager
 * child — the same bindings, serialisers and redaction.
 */
class LazyRequestLogger {
  #parent: LevelAwareLogger;
  #bindings: Bindings;
  #options: ChildLoggerOptions;
  #child: LevelAwareLogger | undefined;

  constructor(parent: LevelAwareLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #real(): LevelAwareLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options) as LevelAwareLogger;
    return this.#child;
  }

  #call(level: LevelName, args: unknown[]): void {
    // A level the parent drops is dropped without building the child (its level is the parent's).
    if (this.#child === undefined && !this.#parent.isLevelEnabled(level)) return;
    (this.#real()[level] as LogCall)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.#child ?? this.#parent).isLevelEnabled(level);
  }

  fatal(...args: unknown[]): void {
    this.#call("fatal", args);
  }
  error(...args: unknown[]): void {
    this.#call("error", args);
  }
  warn(...args: unknown[]): void {
    this.#call("warn", args);
  }
  info(...args: unknown[]): void {
    this.#call("info", args);
  }
  debug(...args: unknown[]): void {
    this.#call("debug", args);
  }
  trace(...args: unknown[]): void {
    this.#call("trace", args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a lazy child (above), or the logger's own child when the route
 * sets its own log level (a level change rebuilds pino's methods; rare, and kept exact) or the
 * logger is not pino-like.
 */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const levelAware = logger as Partial<LevelAwareLogger>;
  if (options.level !== undefined || typeof levelAware.isLevelEnabled !== "function") {
    return logger.child(bindings, options);
  }
  return new LazyRequestLogger(logger as LevelAwareLogger, bindings, options) as unknown as FastifyBaseLogger;
}
