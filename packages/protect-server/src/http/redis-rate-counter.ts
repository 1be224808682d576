import { Redis } from "ioredis";
import { AppError } from "../errors.ts";
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

/**
 * Counters in Redis, shared by every instance configured with the same REDIS_URL. Requests that
 * need a counter while Redis is unreachable answer 503 limits_unavailable (fail closed: a limit
 * that silently stops counting invites guessing); the client reconnects by itself.
 */
export async function redisRateCounter(url: string): Promise<RateCounter> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  });
  // Connection errors surface on commands (as 503); the 'error' event alone must not crash.
  let lastError: Error | undefined;
  redis.on("error", (error: Error) => {
    lastError = error;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const reason = (lastError ?? (error as Error)).message;
    throw new Error(`Cannot reach Redis at ${redisLocation(url)} (REDIS_URL): ${reason}`);
  }
  return {
    async hit(key, windowMs): Promise<RateCount> {
      try {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, KEY_PREFIX + key, String(windowMs))) as [number, number];
        return { count, resetInMs: ttl };
      } catch (error) {
        throw unavailable(url, error);
      }
    },
    async undo(key) {
      try {
        await redis.eval(UNDO_SCRIPT, 1, KEY_PREFIX + key);
      } catch (error) {
        throw unavailable(url, error);
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
