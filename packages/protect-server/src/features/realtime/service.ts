import type { FastifyBaseLogger } from "fastify";
import { AUTH_CHANGE_CHANNEL, userIdOfAuthChange } from "../../db/auth-change-feed.ts";
import type { Database } from "../../db/client.ts";
import { notifyFeed } from "../../db/notify-feed.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { sessionStandings } from "../auth/service.ts";
import { roomExists } from "../chat/service.ts";
import { followingOf } from "../following/service.ts";
import { markSeen, markSeenAll } from "../presence/service.ts";
import { findActiveUser } from "../profile/service.ts";
import { type Change, createHub, type PresenceNote } from "./hub.ts";
import type { PublishedTable, Row } from "./publication.ts";
import { announce, announceAll, loadRow, REALTIME_CHANNEL } from "./repo.ts";
import { createSessionGuard, type SessionConnection } from "./session-guard.ts";

/** How often open sockets are checked against their session's end (the clock decides, not the timer). */
const EXPIRY_SWEEP_MS = 30_000;

const ROOM_CHANNEL = /^room:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Realtime for one instance: the hub of its connections fed by the database's change channel, so
 * every instance delivers every committed change to its own clients (two instances behind a
 * balancer behave as one). Presence announcements travel on the same channel.
 *
 * A socket lives only as long as its session: the auth change channel (`protect_auth`, the session
 * cache's feed) names every account whose user row or sessions changed, on every instance; this
 * instance then re-reads the sessions of that account's sockets and closes those revoked (4401) or
 * banned (4403); a session's end is checked by the clock (session-guard.ts).
 * docs/decisions/protect-realtime-chat.md.
 */
export function createRealtime(options: {
  ctx: AppContext;
  database: Database;
  tables: readonly PublishedTable[];
  logger: FastifyBaseLogger;
}) {
  const { ctx, logger } = options;
  const guard = createSessionGuard({
    clock: ctx.clock,
    standings: (sessionIds, now) => sessionStandings(ctx.db, sessionIds, now),
    onError: (error) => logger.error({ err: error }, "realtime session check failed"),
  });
  const hub = createHub<SessionConnection>(options.tables, { sendAll: guard.sendAll });
  // One connection for both channels: it receives them in commit order, so an account change
  // arrives before any row committed after it (session-guard.ts holds those until the re-read).
  const feed = notifyFeed(options.database, [REALTIME_CHANNEL, AUTH_CHANGE_CHANNEL]);
  let sweep: NodeJS.Timeout | undefined;
  /** Connections the hub knows (open() reached hub.connect). */
  const joined = new WeakSet<SessionConnection>();
  /** Users this instance announced online (so that going invisible still ends with an offline note). */
  const announcedOnline = new Set<string>();
  let live = false;
  /** Shutting down: presence was announced for everyone at once, closes no longer touch the database. */
  let draining = false;
  /** Opens and closes whose database work (last seen, presence) is under way; drain() waits for them. */
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    const settled = () => inFlight.delete(work);
    work.then(settled, settled);
    return work;
  };

  const receive = async (payload: string) => {
    const message = JSON.parse(payload) as Change | PresenceNote;
    if (message.t === "presence") {
      hub.presence(message as PresenceNote);
      return;
    }
    const change = message as Change;
    if (change.t === "follows" && change.row) {
      hub.followChanged(String(change.row.follower_id), String(change.row.followee_id), change.op === "INSERT");
      return;
    }
    if (!hub.isPublished(change.t)) return;
    const row: Row | undefined = change.row ?? (change.id ? await loadRow(ctx.db, change.t, change.id) : undefined);
    if (row) hub.deliver({ ...change, row });
  };

  const announcePresence = async (userId: string, online: boolean) => {
    const user = await findActiveUser(ctx.db, userId);
    const visible = user?.presenceVisible === true;
    if (online ? !visible : !announcedOnline.has(userId)) return;
    if (online) announcedOnline.add(userId);
    else announcedOnline.delete(userId);
    await announce(ctx.db, { t: "presence", userId, online, at: ctx.clock.now().toISOString() });
  };

  return {
    async start(): Promise<void> {
      await feed.start({
        onMessage: (payload, channel) => {
          if (channel === AUTH_CHANGE_CHANNEL) {
            const userId = userIdOfAuthChange(payload);
            if (userId) void guard.accountChanged(userId);
            return;
          }
          void receive(payload).catch((error: unknown) =>
            logger.error({ err: error }, "realtime change not delivered"),
          );
        },
        onLive: (now) => {
          // After a gap the clients may have missed changes (they are told to fetch again) and
          // revocations may have gone unheard (every socket's session is read again).
          if (now && !live) {
            void guard.resumed();
            for (const connection of guard.all()) connection.resync();
          }
          live = now;
        },
      });
      sweep = setInterval(() => guard.sweep(), EXPIRY_SWEEP_MS);
      sweep.unref();
    },
    async close(): Promise<void> {
      clearInterval(sweep);
      await feed.close();
    },
    /**
     * A new authenticated connection; the caller sends `ready` once this resolves. Its session is
     * read again here (it may have been revoked since the upgrade was authenticated).
     */
    async open(connection: SessionConnection): Promise<void> {
      // The socket front closes a socket that arrives during shutdown itself (1001).
      if (draining) return;
      await track(
        (async () => {
          if (!(await guard.add(connection))) return;
          joined.add(connection);
          if (hub.connect(connection)) {
            await markSeen(ctx, connection.userId);
            await announcePresence(connection.userId, true);
          }
        })(),
      );
    },
    /** False (and the socket closing) when the connection's session is over: ignore its messages. */
    admits: guard.admits,
    async closeConnection(connection: SessionConnection): Promise<void> {
      guard.remove(connection);
      if (!joined.has(connection)) return;
      if (!hub.disconnect(connection) || draining) return;
      await track(
        (async () => {
          await markSeen(ctx, connection.userId);
          await announcePresence(connection.userId, false);
        })(),
      );
    },
    /**
     * Shutdown, after the sockets were told to close (1001) and before the database closes: waits
     * for the opens and closes under way, then stamps last seen of every user still connected here
     * and announces offline those it announced online — two statements, however many sockets. The
     * sockets' own close handlers no longer touch the database after this.
     */
    async drain(): Promise<void> {
      draining = true;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      const connected = [...new Set(guard.all().map((connection) => connection.userId))];
      const at = ctx.clock.now().toISOString();
      const offline = [...announcedOnline].map((userId) => ({ t: "presence", userId, online: false, at }));
      announcedOnline.clear();
      await markSeenAll(ctx, connected);
      await announceAll(ctx.db, offline);
    },
    /** `room:<id>` (any signed-in user: rooms are public) or `presence` (followed users only). */
    async subscribe(connection: SessionConnection, channel: string): Promise<void> {
      if (channel === "presence") {
        hub.watchPresence(connection, await followingOf(ctx.db, connection.userId));
        return;
      }
      if (!ROOM_CHANNEL.test(channel)) throw new AppError("invalid_input", `Unknown channel "${channel}"`);
      if (!(await roomExists(ctx, channel.slice(5)))) throw new AppError("not_found", "No such room");
      hub.subscribe(connection, channel);
    },
    unsubscribe(connection: SessionConnection, channel: string): void {
      hub.unsubscribe(connection, channel);
    },
    connectionCount: () => hub.connectionCount(),
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
