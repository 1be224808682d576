import { Redis, ReplyError } from "ioredis";
import { AppError } from "../platform/errors.ts";
import type { RateCount, RateCounter } from "./rate-counter.ts";

/** INCR and start the window on the first hit, atomically; returns the count and the ms left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** DECR only while the window exists and is above zero (a refund never creates a key). */
const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

const KEY_PREFIX = "protect:rl:";

/** host:port of a Redis URL, for messages (never the password). */
export function redisLocation(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || "6379"}`;
}

function unavailable(url: string, error: unknown): AppError {
  return new AppError(
    "limits_unavailable",
    `Rate-limit store at ${redisLocation(url)} is unreachable: ${(error as Error).message}`,
  );
}

/** Replies of a Redis that is up but cannot serve now (loading after a restart, a replica, busy). */
const UNAVAILABLE_REPLY = /^(LOADING|READONLY|MASTERDOWN|BUSY|TRYAGAIN|CLUSTERDOWN)\b/;

/** Whether a command failed because Redis cannot be used now (rather than because the command is wrong). */
function isUnavailable(error: unknown): boolean {
  if (error instanceof ReplyError) return UNAVAILABLE_REPLY.test((error as Error).message);
  return true;
}

export interface RedisCounterLogger {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Counters in Redis, shared by every instance configured with the same REDIS_URL. While Redis is
 * unreachable each limit does what its StoreDownPolicy says: `refuse` answers 503
 * limits_unavailable, `local` counts in this instance's memory (`fallback`) until Redis answers
 * again. The client reconnects by itself; the loss and the return are logged once each. Start-up
 * does not wait for Redis: an instance that starts while Redis is away serves with the same
 * policies and switches to Redis when it answers.
 */
export async function redisRateCounter(
  url: string,
  options: { fallback: RateCounter; logger: RedisCounterLogger; connectTimeoutMs?: number },
): Promise<RateCounter> {
  const { fallback, logger } = options;
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: options.connectTimeoutMs ?? 5_000,
  });
  const where = redisLocation(url);
  let lostAt: number | undefined;
  const lost = (error: unknown) => {
    if (lostAt !== undefined) return;
    lostAt = Date.now();
    logger.error(
      { event: "limits_store_lost", redis: where, reason: (error as Error).message },
      `rate-limit store unreachable (Redis at ${where}): limits refuse or count locally until it is back`,
    );
  };
  // Connection errors surface on commands; the 'error' event alone must not crash the process.
  redis.on("error", lost);
  redis.on("ready", () => {
    if (lostAt === undefined) return;
    logger.info(
      { event: "limits_store_restored", redis: where, downMs: Date.now() - lostAt },
      "rate-limit store restored",
    );
    lostAt = undefined;
  });
  await redis.connect().catch(lost);

  const withStore = async <T>(command: () => Promise<T>, whenDown: () => Promise<T>): Promise<T> => {
    try {
      return await command();
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      lost(error);
      return whenDown();
    }
  };

  return {
    store: "redis",
    get reachable() {
      return lostAt === undefined && redis.status === "ready";
    },
    hit(key, windowMs, whenStoreDown): Promise<RateCount> {
      return withStore(
        async () => {
          const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, KEY_PREFIX + key, String(windowMs))) as [
            number,
            number,
          ];
          return { count, resetInMs: ttl };
        },
        async () => {
          if (whenStoreDown === "local") return fallback.hit(key, windowMs, whenStoreDown);
          throw unavailable(url, new Error("not connected"));
        },
      );
    },
    undo(key) {
      // A refund that cannot reach Redis is given back locally (it may have been counted there).
      return withStore(
        async () => {
          await redis.eval(UNDO_SCRIPT, 1, KEY_PREFIX + key);
        },
        () => fallback.undo(key),
      );
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
      await fallback.close();
    },
  };
}
