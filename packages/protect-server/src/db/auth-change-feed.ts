import type { Database } from "./client.ts";
import { notifyFeed } from "./notify-feed.ts";

/** The channel the triggers of migration 0001 notify with the id of a changed account. */
export const AUTH_CHANGE_CHANNEL = "protect_auth";

export interface AuthChangeHandlers {
  /** An account or one of its sessions changed (committed). */
  onChange(userId: string): void;
  /** The feed is (again) complete from now on (true) or may miss changes (false). */
  onLive(live: boolean): void;
}

/** Committed changes of accounts and sessions, from PostgreSQL LISTEN/NOTIFY. */
export interface AuthChangeFeed {
  start(handlers: AuthChangeHandlers): Promise<void>;
  close(): Promise<void>;
}

/** The account id a notification of the channel names, or undefined for an empty payload. */
export function userIdOfAuthChange(payload: string): string | undefined {
  return payload === "" ? undefined : payload;
}

/** The change feed of an open database. */
export function authChangeFeed(database: Database): AuthChangeFeed {
  const feed = notifyFeed(database, AUTH_CHANGE_CHANNEL);
  return {
    start: (handlers) =>
      feed.start({
        onMessage: (payload) => {
          const userId = userIdOfAuthChange(payload);
          if (userId) handlers.onChange(userId);
        },
        onLive: handlers.onLive,
      }),
    close: () => feed.close(),
  };
}
