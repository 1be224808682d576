import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "./client.ts";

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

const RECONNECT_MS = [250, 500, 1000, 2000, 5000];

/**
 * The feed of a PostgreSQL server: one dedicated connection (outside the pool) that LISTENs. When
 * it drops, the feed says so (onLive(false)) and reconnects with back-off; once listening again it
 * says onLive(true).
 */
function postgresFeed(url: string): AuthChangeFeed {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  let handlers: AuthChangeHandlers | undefined;

  const lost = (current: pg.Client) => {
    if (client !== current) return;
    client = undefined;
    current.removeAllListeners();
    current.on("error", () => undefined);
    current.end().catch(() => undefined);
    handlers?.onLive(false);
    if (closed) return;
    const delay = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)] ?? 5000;
    failures += 1;
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
  };

  const connect = async () => {
    timer = undefined;
    if (closed) return;
    const current = new pg.Client({ connectionString: url });
    client = current;
    current.on("error", () => lost(current));
    current.on("end", () => lost(current));
    current.on("notification", (message) => {
      if (message.payload) handlers?.onChange(message.payload);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${AUTH_CHANGE_CHANNEL}`);
      if (client !== current) return;
      failures = 0;
      handlers?.onLive(true);
    } catch {
      lost(current);
    }
  };

  return {
    async start(given) {
      handlers = given;
      await connect();
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on("error", () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}

/** PGlite delivers notifications in process, at commit; it never loses them. */
function pgliteFeed(client: PGlite): AuthChangeFeed {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async start(handlers) {
      unlisten = await client.listen(AUTH_CHANGE_CHANNEL, (payload) => handlers.onChange(payload));
      handlers.onLive(true);
    },
    async close() {
      await unlisten?.().catch(() => undefined);
    },
  };
}

/** The change feed of an open database. */
export function authChangeFeed(database: Database): AuthChangeFeed {
  if (database.kind === "postgres") {
    if (!database.url) throw new Error("A PostgreSQL database needs its URL for the change feed");
    return postgresFeed(database.url);
  }
  return pgliteFeed((database.db as unknown as { $client: PGlite }).$client);
}
