import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../app-context.ts";
import type { Database } from "../../db/client.ts";
import { notifyFeed } from "../../db/notify-feed.ts";
import { AppError } from "../../errors.ts";
import { roomExists } from "../chat/service.ts";
import { followingOf } from "../following/service.ts";
import { markSeen } from "../presence/service.ts";
import { findActiveUser } from "../profile/service.ts";
import { type Change, type Connection, createHub, type PresenceNote } from "./hub.ts";
import type { PublishedTable, Row } from "./publication.ts";
import { announce, loadRow, REALTIME_CHANNEL } from "./repo.ts";

const ROOM_CHANNEL = /^room:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Realtime for one instance: the hub of its connections fed by the database's change channel, so
 * every instance delivers every committed change to its own clients (two instances behind a
 * balancer behave as one). Presence announcements travel on the same channel.
 */
export function createRealtime(options: {
  ctx: AppContext;
  database: Database;
  tables: readonly PublishedTable[];
  logger: FastifyBaseLogger;
}) {
  const { ctx, logger } = options;
  const hub = createHub(options.tables);
  const feed = notifyFeed(options.database, REALTIME_CHANNEL);
  const connections = new Set<Connection & { resync(): void }>();
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
          if (now && !live) for (const connection of connections) connection.resync();
          live = now;
        },
      });
    },
    async close(): Promise<void> {
      await feed.close();
    },
    /** A new authenticated connection; the caller sends `ready` once this resolves. */
    async open(connection: Connection & { resync(): void }): Promise<void> {
      connections.add(connection);
      if (hub.connect(connection)) {
        await markSeen(ctx, connection.userId);
        await announcePresence(connection.userId, true);
      }
    },
    async closeConnection(connection: Connection & { resync(): void }): Promise<void> {
      connections.delete(connection);
      if (hub.disconnect(connection)) {
        await markSeen(ctx, connection.userId);
        await announcePresence(connection.userId, false);
      }
    },
    /** `room:<id>` (any signed-in user: rooms are public) or `presence` (followed users only). */
    async subscribe(connection: Connection, channel: string): Promise<void> {
      if (channel === "presence") {
        hub.watchPresence(connection, await followingOf(ctx.db, connection.userId));
        return;
      }
      if (!ROOM_CHANNEL.test(channel)) throw new AppError("invalid_input", `Unknown channel "${channel}"`);
      if (!(await roomExists(ctx, channel.slice(5)))) throw new AppError("not_found", "No such room");
      hub.subscribe(connection, channel);
    },
    unsubscribe(connection: Connection, channel: string): void {
      hub.unsubscribe(connection, channel);
    },
    connectionCount: () => hub.connectionCount(),
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
