import { EventEmitter } from "node:events";
import type { Database } from "../../db/client.ts";
import type { LeaderLock } from "../../db/leader-lock.ts";
import { type NotifyFeed, notifyFeed } from "../../db/notify-feed.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { hasCurrentConsent } from "../mail-connections/consent.ts";
import { openMailbox } from "../mail-connections/credentials.ts";
import type { MailboxSession } from "../mail-imap/session.ts";
import { type ConnectionScanResult, connectErrorOf, scanConnection } from "../mail-scan/service.ts";
import { reconnectDelay } from "./backoff.ts";
import { connectionById, recordHeartbeat, recordIdleError, watchableConnections } from "./repo.ts";

export interface IdleDaemonOptions {
  leaderLock: LeaderLock;
  /** Most mailboxes one process keeps an IDLE session for (default 500). */
  maxConnections?: number;
  /** Scans running at once (default 4); further new-mail signals queue. */
  scanConcurrency?: number;
  /** How often a live session is pinged and lastIdleHeartbeatAt written (default 60 s). */
  heartbeatMs?: number;
  /** How often the set of connections and the leadership are re-read (default 30 s). */
  syncMs?: number;
  /** After a failed sync or a lost leadership, the next attempt comes this soon (default 2 s). */
  retryMs?: number;
  /** Reconnect backoff bounds (default 1 s doubling to 5 min). */
  backoff?: { initialMs: number; maxMs: number };
  /**
   * The `protect_mail_connections` feed (mailConnectionChanges): a connected, renewed, paused or
   * removed mailbox is acted on at once instead of at the next periodic re-read.
   */
  changes?: NotifyFeed;
  logger: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export interface IdleDaemonEvents {
  watching: [connectionId: string];
  /** The connection is no longer watched (paused, removed, consent withdrawn). */
  unwatched: [connectionId: string];
  lost: [connectionId: string, error: string];
  scanned: [connectionId: string, result: ConnectionScanResult];
}

export interface IdleDaemon {
  readonly events: EventEmitter<IdleDaemonEvents>;
  start(): void;
  /** Re-reads leadership and connections now: starts and stops watchers to match. */
  sync(): Promise<void>;
  /** Connection ids with a watcher (connected or reconnecting). */
  watched(): string[];
  stop(): Promise<void>;
}

interface Watcher {
  /** The connection changed (new credentials): a session in backoff reconnects now. */
  nudge(): void;
  stop(): Promise<void>;
}

/** A counting semaphore: at most `limit` tasks run at once. */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * The IMAP IDLE daemon: one session per active, consented connection, kept by the single leading
 * instance. New mail (IDLE EXISTS) triggers a scan on that session; a lost session is recorded
 * (lastConnectError) and reopened with backoff; a heartbeat writes lastIdleHeartbeatAt.
 */
export function createIdleDaemon(ctx: AppContext, options: IdleDaemonOptions): IdleDaemon {
  const events = new EventEmitter<IdleDaemonEvents>();
  const watchers = new Map<string, Watcher>();
  const runScan = limiter(options.scanConcurrency ?? 4);
  const heartbeatMs = options.heartbeatMs ?? 60_000;
  const backoff = options.backoff ?? { initialMs: 1000, maxMs: 300_000 };
  let syncTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  let syncing: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;

  function watch(id: string): Watcher {
    let closed = false;
    let attempt = 0;
    let session: MailboxSession | undefined;
    let retry: NodeJS.Timeout | undefined;
    let heartbeat: NodeJS.Timeout | undefined;
    let scanning: Promise<void> | undefined;
    let rescan = false;
    let connecting = false;

    const scheduleReconnect = () => {
      if (closed) return;
      retry = setTimeout(() => void connect(), reconnectDelay(attempt, backoff));
      attempt += 1;
    };

    const requestScan = () => {
      if (scanning) {
        rescan = true;
        return;
      }
      scanning = (async () => {
        do {
          rescan = false;
          const row = await connectionById(ctx.db, id);
          const current = session;
          if (!row || !current || closed) return;
          const result = await runScan(() => scanConnection(ctx, row, current));
          events.emit("scanned", id, result);
        } while (rescan && !closed);
      })()
        .catch((error: unknown) => options.logger.warn({ connectionId: id, err: error }, "idle scan failed"))
        .finally(() => {
          scanning = undefined;
        });
    };

    const lost = async (error: string) => {
      clearInterval(heartbeat);
      session = undefined;
      if (closed) return;
      await recordIdleError(ctx.db, id, error, ctx.clock.now()).catch(() => undefined);
      events.emit("lost", id, error);
      scheduleReconnect();
    };

    const connect = async () => {
      if (closed || connecting) return;
      connecting = true;
      try {
        await connectOnce();
      } finally {
        connecting = false;
      }
    };

    const connectOnce = async () => {
      const row = await connectionById(ctx.db, id).catch(() => undefined);
      if (!row?.isActive || !hasCurrentConsent(row)) {
        watchers.delete(id);
        closed = true;
        return;
      }
      let opened: MailboxSession;
      try {
        opened = await openMailbox(ctx, row);
      } catch (error) {
        await lost(connectErrorOf(error));
        return;
      }
      if (closed) {
        await opened.close();
        return;
      }
      session = opened;
      attempt = 0;
      opened.onClose(() => {
        if (session === opened) void lost("connection_lost");
      });
      opened.onNewMail(requestScan);
      await recordHeartbeat(ctx.db, id, ctx.clock.now()).catch(() => undefined);
      heartbeat = setInterval(() => {
        opened
          .ping()
          .then(() => recordHeartbeat(ctx.db, id, ctx.clock.now()))
          .catch(() => undefined);
      }, heartbeatMs);
      heartbeat.unref();
      events.emit("watching", id);
      // Mail that arrived while no session was open.
      requestScan();
    };

    void connect();
    return {
      nudge() {
        if (closed || session || connecting) return;
        clearTimeout(retry);
        attempt = 0;
        void connect();
      },
      async stop() {
        closed = true;
        clearTimeout(retry);
        clearInterval(heartbeat);
        await scanning;
        const current = session;
        session = undefined;
        await current?.close().catch(() => undefined);
      },
    };
  }

  const stopWatchers = async () => {
    const stopping = [...watchers.values()];
    watchers.clear();
    await Promise.all(stopping.map((watcher) => watcher.stop()));
  };

  /** Leadership lost (its connection died): stop watching at once, before another instance starts. */
  const leadershipLost = () => {
    options.logger.warn({ event: "idle_leadership_lost" }, "idle daemon: leadership lost");
    void stopWatchers();
    retrySoon();
  };

  async function syncOnce(): Promise<void> {
    if (stopped) return;
    const wasLeading = options.leaderLock.held();
    const leading = wasLeading || (await options.leaderLock.tryAcquire(leadershipLost));
    if (!leading) {
      await stopWatchers();
      return;
    }
    if (!wasLeading) options.logger.info({ event: "idle_leading" }, "idle daemon: leading");
    const rows = (await watchableConnections(ctx.db, options.maxConnections ?? 500)).filter(hasCurrentConsent);
    const wanted = new Set(rows.map((row) => row.id));
    for (const [id, watcher] of watchers) {
      if (!wanted.has(id)) {
        watchers.delete(id);
        await watcher.stop();
        events.emit("unwatched", id);
      }
    }
    for (const id of wanted) {
      if (!watchers.has(id) && !stopped) watchers.set(id, watch(id));
    }
  }

  const sync = () => {
    syncing ??= syncOnce().finally(() => {
      syncing = undefined;
    });
    return syncing;
  };

  /** A sync from a timer: a failure (the database away) is retried soon rather than at the next period. */
  const syncInBackground = () => {
    sync().catch((error: unknown) => {
      options.logger.warn({ err: error }, "idle daemon sync failed");
      retrySoon();
    });
  };

  function retrySoon(): void {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      syncInBackground();
    }, options.retryMs ?? 2_000);
    retryTimer.unref();
  }

  /** A connection changed: re-read the set now, and a watcher waiting in backoff tries again at once. */
  const changed = (id: string) => {
    if (stopped) return;
    sync()
      .then(() => watchers.get(id)?.nudge())
      .catch((error: unknown) => {
        options.logger.warn({ err: error }, "idle daemon sync failed");
        retrySoon();
      });
  };

  return {
    events,
    start() {
      // A notification missed while the feed was down is caught by the sync when it is live again.
      void options.changes
        ?.start({
          onMessage: (payload) => changed(payload),
          onLive: (live) => {
            if (live) syncInBackground();
          },
        })
        .catch((error: unknown) => options.logger.warn({ err: error }, "idle daemon change feed failed"));
      syncInBackground();
      syncTimer = setInterval(syncInBackground, options.syncMs ?? 30_000);
      syncTimer.unref();
    },
    sync,
    watched: () => [...watchers.keys()],
    async stop() {
      stopped = true;
      clearInterval(syncTimer);
      clearTimeout(retryTimer);
      await options.changes?.close();
      await syncing?.catch(() => undefined);
      await stopWatchers();
      await options.leaderLock.release();
    },
  };
}

/** Migration 0024's trigger notifies this channel with the connection id on every relevant change. */
export const MAIL_CONNECTIONS_CHANNEL = "protect_mail_connections";

/** Changes of mail connections (connected, renewed, paused, removed), as they commit. */
export function mailConnectionChanges(database: Database): NotifyFeed {
  return notifyFeed(database, MAIL_CONNECTIONS_CHANNEL);
}
