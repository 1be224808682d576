import { createHash } from "node:crypto";
import type { Clock } from "../platform/clock.ts";

/** The count of a key in its current window and the time until that window ends. */
export interface RateCount {
  count: number;
  resetInMs: number;
}

/**
 * What a limit does while a shared store (Redis) is unreachable: `refuse` answers 503
 * limits_unavailable (limits against guessing a secret: a limit that silently stops counting
 * invites guessing), `local` counts in this instance's memory until the store is back (limits
 * against abuse and cost: with n instances the bound is at worst n times looser for that while).
 * README "Rate limits" lists the choice of every limit.
 */
export type StoreDownPolicy = "refuse" | "local";

/**
 * Fixed-window counters behind every rate limit. One implementation per store: in memory (one
 * instance, the default) and Redis (shared by every instance, REDIS_URL). A window starts with the
 * first hit of a key and lasts windowMs.
 */
export interface RateCounter {
  /** Counts one more hit of key and returns the count so far in its window. */
  hit(key: string, windowMs: number, whenStoreDown: StoreDownPolicy): Promise<RateCount>;
  /** Where the counts live, and whether that store answers now (memory always does). */
  readonly store: "memory" | "redis";
  readonly reachable: boolean;
  /** Takes one hit back (a successful login refunds its attempt). */
  undo(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The stored key: the limit's name and a hash of what it counts, so that neither the memory nor a
 * shared store holds e-mail or client addresses in clear.
 */
export function counterKey(name: string, subject: string): string {
  return `${name}:${createHash("sha256").update(subject).digest("base64url").slice(0, 22)}`;
}

const SWEEP_EVERY_HITS = 1_000;

/** Counters in this process (one instance). Expired windows are swept every thousand hits. */
export function memoryRateCounter(clock: Clock): RateCounter & { size(): number } {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hits = 0;
  const sweep = (now: number) => {
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  };
  return {
    store: "memory",
    reachable: true,
    async hit(key, windowMs) {
      const now = clock.now().getTime();
      hits += 1;
      if (hits % SWEEP_EVERY_HITS === 0) sweep(now);
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetInMs: entry.resetAt - now };
    },
    async undo(key) {
      const entry = windows.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async close() {
      windows.clear();
    },
    size: () => windows.size,
  };
}

declare module "../platform/app-context.ts" {
  interface AppContext {
    /** The counters of every limit (rate limits, the lock e-mail's once-per-6-hours). */
    rateCounter: RateCounter;
  }
}
