import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "./client.ts";

export interface NotifyHandlers {
  /** A notification's payload (sent at the notifying transaction's commit) and its channel. */
  onMessage(payload: string, channel: string): void;
  /** The feed is (again) complete from now on (true) or may miss notifications (false). */
  onLive(live: boolean): void;
}

/** The notifications of one or more channels, from PostgreSQL LISTEN/NOTIFY. */
export interface NotifyFeed {
  start(handlers: NotifyHandlers): Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_MS = [250, 500, 1000, 2000, 5000];

/**
 * The feed of a PostgreSQL server: one dedicated connection (outside the pool) that LISTENs. When
 * it drops, the feed says so (onLive(false)) and reconnects with back-off; once listening again it
 * says onLive(true).
 */
function postgresFeed(url: string, channels: readonly string[]): NotifyFeed {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  let handlers: NotifyHandlers | undefined;

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
      if (message.payload !== undefined) handlers?.onMessage(message.payload, message.channel);
    });
    try {
      await current.connect();
      for (const channel of channels) await current.query(`LISTEN ${channel}`);
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
function pgliteFeed(client: PGlite, channels: readonly string[]): NotifyFeed {
  const unlisten: (() => Promise<void>)[] = [];
  return {
    async start(handlers) {
      for (const channel of channels)
        unlisten.push(await client.listen(channel, (payload) => handlers.onMessage(payload, channel)));
      handlers.onLive(true);
    },
    async close() {
      await Promise.all(unlisten.splice(0).map((stop) => stop().catch(() => undefined)));
    },
  };
}

/**
 * The notifications of `channel` (plain identifiers; several share one connection) on an open
 * database: a dedicated LISTEN connection on PostgreSQL, PGlite's in-process delivery otherwise.
 * One connection receives the notifications of all its channels in commit order, so a consumer of
 * two channels can rely on their relative order.
 */
export function notifyFeed(database: Database, channel: string | readonly string[]): NotifyFeed {
  const channels = typeof channel === "string" ? [channel] : channel;
  for (const name of channels) if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid channel name "${name}"`);
  if (database.kind === "postgres") {
    if (!database.url) throw new Error("A PostgreSQL database needs its URL for the change feed");
    return postgresFeed(database.url, channels);
  }
  return pgliteFeed((database.db as unknown as { $client: PGlite }).$client, channels);
}
