import type { AuthChangeFeed } from "../db/auth-change-feed.ts";
import type { AuthUser } from "../db/auth-user.ts";
import type { Clock } from "../platform/clock.ts";

/** What a session lookup finds: the session, its end and its account's request columns. */
export interface CachedSession {
  sessionId: string;
  expiresAt: Date;
  /** The installation id (x-device-id) the session was started on, null for signup sessions. */
  deviceId: string | null;
  user: AuthUser;
}

export interface SessionCacheLogger {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Session lookups of this instance, kept for a short time so a client's burst of requests costs
 * one database round trip. Correctness comes from the change feed (LISTEN protect_auth, fed by
 * triggers on users and sessions): a committed change of an account drops its entries on every
 * instance; while the feed is not live nothing is cached. A lookup that raced with a change
 * (the feed spoke while the query ran) is not stored. docs/decisions/protect-session-cache.md.
 */
export interface SessionCache {
  get(tokenHash: string): CachedSession | undefined;
  /** The feed position before a lookup; pass it to set() after the lookup. */
  position(): number;
  set(tokenHash: string, found: CachedSession, positionBefore: number): void;
  /** Drops the entries of one account (its own change through this instance). */
  forgetUser(userId: string): void;
  close(): Promise<void>;
}

export function createSessionCache(options: {
  ttlMs: number;
  maxEntries?: number;
  feed: AuthChangeFeed;
  clock: Clock;
  logger?: SessionCacheLogger;
}): SessionCache & { start(): Promise<void>; size(): number } {
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, { found: CachedSession; until: number }>();
  const byUser = new Map<string, Set<string>>();
  let live = false;
  let changes = 0;
  let everLive = false;

  const remove = (tokenHash: string) => {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    const tokens = byUser.get(entry.found.user.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) byUser.delete(entry.found.user.id);
  };
  const forgetUser = (userId: string) => {
    changes += 1;
    for (const tokenHash of byUser.get(userId) ?? []) entries.delete(tokenHash);
    byUser.delete(userId);
  };
  const clear = () => {
    changes += 1;
    entries.clear();
    byUser.clear();
  };

  return {
    async start() {
      await options.feed.start({
        onChange(userId) {
          forgetUser(userId);
          options.logger?.debug({ event: "auth_change" }, "session cache: an account changed");
        },
        onLive(now) {
          clear();
          if (now === live) return;
          live = now;
          if (now && everLive) options.logger?.info({ event: "session_cache_resumed" }, "session cache resumed");
          if (!now) options.logger?.warn({ event: "session_cache_paused" }, "session cache paused: change feed lost");
          everLive ||= now;
        },
      });
    },
    get(tokenHash) {
      if (!live) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      const now = options.clock.now().getTime();
      if (entry.until <= now) {
        remove(tokenHash);
        return undefined;
      }
      return entry.found;
    },
    position: () => changes,
    set(tokenHash, found, positionBefore) {
      if (!live || positionBefore !== changes) return;
      const now = options.clock.now().getTime();
      const until = Math.min(now + options.ttlMs, found.expiresAt.getTime());
      if (until <= now) return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) remove(oldest);
      }
      entries.set(tokenHash, { found, until });
      let tokens = byUser.get(found.user.id);
      if (!tokens) {
        tokens = new Set();
        byUser.set(found.user.id, tokens);
      }
      tokens.add(tokenHash);
    },
    forgetUser,
    async close() {
      live = false;
      clear();
      await options.feed.close();
    },
    size: () => entries.size,
  };
}
