import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../app-context.ts";
import type { AuthChangeFeed } from "../../db/auth-change-feed.ts";
import type { Database } from "../../db/client.ts";
import { notifyFeed } from "../../db/notify-feed.ts";
import { AppError } from "../../errors.ts";
import { sessionStandings } from "../auth/service.ts";
import { roomExists } from "../chat/service.ts";
import { followingOf } from "../following/service.ts";
import { markSeen } from "../presence/service.ts";
import { findActiveUser } from "../profile/service.ts";
import { type Change, type Connection, createHub, type PresenceNote } from "./hub.ts";
import type { PublishedTable, Row } from "./publication.ts";
import { announce, loadRow, REALTIME_CHANNEL } from "./repo.ts";

/**
 * Close codes of a socket the server ends (README, "Realtime"): the session was revoked (logout,
 * device eviction), expired, or its account deleted — sign in again; or the account was banned.
 */
export const CLOSE_SESSION_ENDED = 4401;
export const CLOSE_ACCOUNT_BANNED = 4403;
/** How often open sockets are checked against their session's end (the clock decides, not the timer). */
const EXPIRY_SWEEP_MS = 30_000;

/** A client connection as the service sees it: the socket's session and how to end it. */
export interface SessionConnection extends Connection {
  readonly sessionId: string;
  resync(): void;
  /** Closes the socket with a close code and reason; the socket then calls closeConnection. */
  end(code: number, reason: string): void;
}

const ROOM_CHANNEL = /^room:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Realtime for one instance: the hub of its connections fed by the database's change channel, so
 * every instance delivers every committed change to its own clients (two instances behind a
 * balancer behave as one). Presence announcements travel on the same channel.
 *
 * A socket lives only as long as its session: the auth change feed (the one the session cache
 * listens to) names every account whose user row or sessions changed, on every instance; this
 * instance then re-reads the sessions of that account's sockets and closes those revoked (4401) or
 * banned (4403). A session's end (expiresAt) is checked by the clock before every send and by a
 * sweep. docs/decisions/protect-realtime-chat.md.
 */
export function createRealtime(options: {
  ctx: AppContext;
  database: Database;
  tables: readonly PublishedTable[];
  /** Committed changes of accounts and sessions (db/auth-change-feed.ts). */
  authFeed: AuthChangeFeed;
  logger: FastifyBaseLogger;
}) {
  const { ctx, logger } = options;
  /** Open connections by user, each with its session's end once known. */
  const byUser = new Map<string, Set<SessionConnection>>();
  const expiresAt = new WeakMap<SessionConnection, Date>();
  const ended = new WeakSet<SessionConnection>();
  /** Connections the hub knows (open() reached hub.connect). */
  const joined = new WeakSet<SessionConnection>();
  let sweep: NodeJS.Timeout | undefined;
  let authLive = false;

  const end = (connection: SessionConnection, code: number, reason: string) => {
    if (ended.has(connection)) return;
    ended.add(connection);
    connection.end(code, reason);
  };
  /** False (and the socket closed) once the connection's session is over. */
  const admits = (connection: SessionConnection): boolean => {
    if (ended.has(connection)) return false;
    const until = expiresAt.get(connection);
    if (until && ctx.clock.now().getTime() >= until.getTime()) {
      end(connection, CLOSE_SESSION_ENDED, "Session expired");
      return false;
    }
    return true;
  };
  /** Re-reads the sessions of these connections and closes those no longer live. */
  const recheck = async (targets: readonly SessionConnection[]) => {
    const open = targets.filter((connection) => !ended.has(connection));
    if (open.length === 0) return;
    const standings = await sessionStandings(
      ctx.db,
      [...new Set(open.map((connection) => connection.sessionId))],
      ctx.clock.now(),
    );
    for (const connection of open) {
      const standing = standings.get(connection.sessionId);
      if (standing?.state === "live") {
        expiresAt.set(connection, standing.expiresAt);
        admits(connection);
      } else if (standing?.state === "banned") end(connection, CLOSE_ACCOUNT_BANNED, "Account banned");
      else end(connection, CLOSE_SESSION_ENDED, "Session revoked");
    }
  };
  const recheckLogged = (targets: readonly SessionConnection[]) =>
    void recheck(targets).catch((error: unknown) => logger.error({ err: error }, "realtime session check failed"));
  const all = () => [...byUser.values()].flatMap((set) => [...set]);

  const hub = createHub<SessionConnection>(options.tables, { admits });
  const feed = notifyFeed(options.database, REALTIME_CHANNEL);
  /** Users this instance announced online (so that going invisible still ends with an offline note). */
  const announcedOnline = new Set<string>();
  let live = false;

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
        onMessage: (payload) =>
          void receive(payload).catch((error: unknown) =>
            logger.error({ err: error }, "realtime change not delivered"),
          ),
        onLive: (now) => {
          // After a gap the clients may have missed changes: they are told to fetch again.
          if (now && !live) for (const connection of all()) connection.resync();
          live = now;
        },
      });
      await options.authFeed.start({
        onChange: (userId) => recheckLogged([...(byUser.get(userId) ?? [])]),
        onLive: (now) => {
          // Revocations may have passed unheard during the gap: every socket's session is re-read.
          if (now && !authLive) recheckLogged(all());
          authLive = now;
        },
      });
      sweep = setInterval(() => {
        for (const connection of all()) admits(connection);
      }, EXPIRY_SWEEP_MS);
      sweep.unref();
    },
    async close(): Promise<void> {
      clearInterval(sweep);
      await options.authFeed.close();
      await feed.close();
    },
    /**
     * A new authenticated connection; the caller sends `ready` once this resolves. Its session is
     * read again here (it may have been revoked since the upgrade was authenticated).
     */
    async open(connection: SessionConnection): Promise<void> {
      let mine = byUser.get(connection.userId);
      if (!mine) {
        mine = new Set();
        byUser.set(connection.userId, mine);
      }
      mine.add(connection);
      await recheck([connection]);
      if (ended.has(connection)) return;
      joined.add(connection);
      if (hub.connect(connection)) {
        await markSeen(ctx, connection.userId);
        await announcePresence(connection.userId, true);
      }
    },
    /** False (and the socket closing) when the connection's session is over: ignore its messages. */
    admits,
    async closeConnection(connection: SessionConnection): Promise<void> {
      const mine = byUser.get(connection.userId);
      mine?.delete(connection);
      if (mine?.size === 0) byUser.delete(connection.userId);
      ended.add(connection);
      if (!joined.has(connection)) return;
      if (hub.disconnect(connection)) {
        await markSeen(ctx, connection.userId);
        await announcePresence(connection.userId, false);
      }
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
