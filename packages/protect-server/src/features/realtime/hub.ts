import { type PublishedTable, type Row, toWire } from "./publication.ts";

/** One client connection as the hub sees it (the WebSocket lives in socket.ts). */
export interface Connection {
  readonly userId: string;
  /**
   * A message object, or one already serialised (JSON text, or its UTF-8 bytes sent as a text
   * frame): a fan-out serialises once for all its connections.
   */
  send(message: Outgoing): void;
}

/** What a connection is handed: an object to serialise, JSON text, or JSON as UTF-8 bytes. */
export type Outgoing = object | string | Buffer;

/** A change from the trigger (`row` null when the payload was too large: `id` to read it back). */
export interface Change {
  t: string;
  op: "INSERT" | "UPDATE" | "DELETE";
  row: Row | null;
  id?: string;
}

/** A presence announcement: a user came online or went offline (only presence-visible users announce). */
export interface PresenceNote {
  t: "presence";
  userId: string;
  online: boolean;
  at: string;
}

/**
 * Fan-out of one instance: which connections belong to which user, which channels they joined, and
 * whom each follows (presence). Pure bookkeeping; no IO. Every send goes through `sendAll` (default:
 * each connection's own send), which may refuse a connection (its session ended) or hold the
 * message, and returns how many took it.
 */
export function createHub<C extends Connection = Connection>(
  tables: readonly PublishedTable[],
  options: { sendAll?(connections: Iterable<C>, message: Outgoing): number } = {},
) {
  const sendAll =
    options.sendAll ??
    ((connections: Iterable<C>, message: Outgoing) => {
      let sent = 0;
      for (const connection of connections) {
        connection.send(message);
        sent += 1;
      }
      return sent;
    });
  const byTable = new Map(tables.map((entry) => [entry.table, entry]));
  const byUser = new Map<string, Set<C>>();
  const byChannel = new Map<string, Set<C>>();
  const channelsOf = new Map<C, Set<string>>();
  /** followee id → connections of users following them who asked for presence. */
  const watchers = new Map<string, Set<C>>();
  const watching = new Map<C, Set<string>>();
  /** Connections that asked for presence (they keep up with follow changes even while following nobody). */
  const presenceWanted = new Set<C>();

  const add = <K, V>(map: Map<K, Set<V>>, key: K, value: V) => {
    const set = map.get(key) ?? new Set<V>();
    set.add(value);
    map.set(key, set);
  };
  const drop = <K, V>(map: Map<K, Set<V>>, key: K, value: V) => {
    const set = map.get(key);
    set?.delete(value);
    if (set?.size === 0) map.delete(key);
  };

  return {
    /** Registers a connection; true when it is the user's first on this instance. */
    connect(connection: C): boolean {
      const first = !byUser.has(connection.userId);
      add(byUser, connection.userId, connection);
      return first;
    },
    /** Forgets a connection; true when it was the user's last on this instance. */
    disconnect(connection: C): boolean {
      drop(byUser, connection.userId, connection);
      for (const channel of channelsOf.get(connection) ?? []) drop(byChannel, channel, connection);
      channelsOf.delete(connection);
      for (const followee of watching.get(connection) ?? []) drop(watchers, followee, connection);
      watching.delete(connection);
      presenceWanted.delete(connection);
      return !byUser.has(connection.userId);
    },
    subscribe(connection: C, channel: string): void {
      add(byChannel, channel, connection);
      add(channelsOf, connection, channel);
    },
    unsubscribe(connection: C, channel: string): void {
      drop(byChannel, channel, connection);
      drop(channelsOf, connection, channel);
    },
    /** The connection receives presence of these users (whom its user follows) from now on. */
    watchPresence(connection: C, followeeIds: Iterable<string>): void {
      presenceWanted.add(connection);
      for (const followee of followeeIds) {
        add(watchers, followee, connection);
        add(watching, connection, followee);
      }
    },
    /** A follow was added or removed: the follower's presence-watching connections follow suit. */
    followChanged(followerId: string, followeeId: string, following: boolean): void {
      for (const connection of byUser.get(followerId) ?? []) {
        if (!presenceWanted.has(connection)) continue;
        if (following) {
          add(watchers, followeeId, connection);
          add(watching, connection, followeeId);
        } else {
          drop(watchers, followeeId, connection);
          drop(watching, connection, followeeId);
        }
      }
    },
    /**
     * Sends a table change to the connections allowed to see the row; returns how many got it. The
     * audience comes from the row alone and the message is serialised once, whatever its size.
     */
    deliver(change: Change & { row: Row }): number {
      const entry = byTable.get(change.t);
      if (!entry) return 0;
      const audience = entry.audience(change.row);
      const groups =
        "channel" in audience ? [byChannel.get(audience.channel)] : audience.users.map((user) => byUser.get(user));
      if (groups.every((group) => !group?.size)) return 0;
      const message = Buffer.from(
        JSON.stringify({
          type: "change",
          table: change.t,
          op: change.op,
          row: toWire(entry.present?.(change.row) ?? change.row),
        }),
      );
      let sent = 0;
      for (const group of groups) if (group) sent += sendAll(group, message);
      return sent;
    },
    presence(note: PresenceNote): number {
      const targets = watchers.get(note.userId);
      if (!targets?.size) return 0;
      const message = Buffer.from(
        JSON.stringify({ type: "presence", userId: note.userId, online: note.online, at: note.at }),
      );
      return sendAll(
        [...targets].filter((connection) => connection.userId !== note.userId),
        message,
      );
    },
    isPublished(table: string): boolean {
      return byTable.has(table);
    },
    connectionCount(): number {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
