import type { Clock } from "../../platform/clock.ts";
import type { SessionStanding } from "../auth/service.ts";
import type { Connection, Outgoing } from "./hub.ts";

/**
 * Close codes of a socket the server ends (README, "Realtime"): the session was revoked (logout,
 * device eviction), expired, or its account deleted — sign in again; or the account was banned.
 */
export const CLOSE_SESSION_ENDED = 4401;
export const CLOSE_ACCOUNT_BANNED = 4403;
/** The session could not be re-read (database error): the client reconnects and authenticates. */
const CLOSE_CHECK_FAILED = 1011;
/** A client whose held messages pile up while its session is re-read is cut off (1013: try again later). */
const CLOSE_HELD_TOO_MANY = 1013;
const MAX_HELD = 1000;

/** A client connection with its session and a way to end it. */
export interface SessionConnection extends Connection {
  readonly sessionId: string;
  resync(): void;
  /** Closes the socket with a close code and reason; the socket then reports its close. */
  end(code: number, reason: string): void;
}

/**
 * The sessions behind the open sockets of one instance. A socket lives only as long as its
 * session: when the auth change feed names an account, its sockets' sessions are re-read and the
 * ended ones closed; meanwhile whatever is sent to them is held, so nothing committed after a
 * revocation reaches the socket (the feed delivers the account change before any later row). A
 * session's end (expiresAt) is compared with the clock before every send.
 */
export function createSessionGuard(options: {
  clock: Clock;
  /** Where these sessions stand now (auth service `sessionStandings`). */
  standings(sessionIds: readonly string[], now: Date): Promise<Map<string, SessionStanding>>;
  onError(error: unknown): void;
}) {
  const byUser = new Map<string, Set<SessionConnection>>();
  /** When each connection's session ends (epoch ms). */
  const expiresAt = new WeakMap<SessionConnection, number>();
  const ended = new WeakSet<SessionConnection>();
  /** Users whose sessions are being re-read (how many re-reads are under way). */
  const checking = new Map<string, number>();
  const held = new Map<SessionConnection, Outgoing[]>();

  const end = (connection: SessionConnection, code: number, reason: string) => {
    if (ended.has(connection)) return;
    ended.add(connection);
    held.delete(connection);
    connection.end(code, reason);
  };

  /** False (and the socket closing) once the connection's session is over at `now` (epoch ms). */
  const admitsAt = (connection: SessionConnection, now: number): boolean => {
    if (ended.has(connection)) return false;
    const until = expiresAt.get(connection);
    if (until !== undefined && now >= until) {
      end(connection, CLOSE_SESSION_ENDED, "Session expired");
      return false;
    }
    return true;
  };
  const admits = (connection: SessionConnection): boolean => admitsAt(connection, options.clock.now().getTime());

  /** Sends unless the session is over at `now`; holds the message while the session is being re-read. */
  const sendAt = (connection: SessionConnection, message: Outgoing, now: number): boolean => {
    if (!admitsAt(connection, now)) return false;
    if (checking.size === 0 || !checking.has(connection.userId)) {
      connection.send(message);
      return true;
    }
    const queue = held.get(connection) ?? [];
    if (queue.length >= MAX_HELD) {
      end(connection, CLOSE_HELD_TOO_MANY, "Too many messages held");
      return false;
    }
    queue.push(message);
    held.set(connection, queue);
    return true;
  };

  const apply = (connection: SessionConnection, standing: SessionStanding | undefined) => {
    if (standing?.state === "live") {
      expiresAt.set(connection, standing.expiresAt.getTime());
      admits(connection);
    } else if (standing?.state === "banned") end(connection, CLOSE_ACCOUNT_BANNED, "Account banned");
    else end(connection, CLOSE_SESSION_ENDED, "Session revoked");
  };

  const reread = async (connections: readonly SessionConnection[]) => {
    const open = connections.filter((connection) => !ended.has(connection));
    if (open.length === 0) return;
    const ids = [...new Set(open.map((connection) => connection.sessionId))];
    const standings = await options.standings(ids, options.clock.now());
    for (const connection of open) apply(connection, standings.get(connection.sessionId));
  };

  /** Re-reads the sessions of these users' sockets, holding what is sent to them until it is done. */
  const check = (userIds: Iterable<string>): Promise<void> => {
    const users = [...userIds].filter((userId) => byUser.has(userId));
    if (users.length === 0) return Promise.resolve();
    for (const userId of users) checking.set(userId, (checking.get(userId) ?? 0) + 1);
    const connections = users.flatMap((userId) => [...(byUser.get(userId) ?? [])]);
    return reread(connections)
      .catch((error: unknown) => {
        options.onError(error);
        for (const connection of connections) end(connection, CLOSE_CHECK_FAILED, "Session check failed");
      })
      .finally(() => {
        for (const userId of users) {
          const left = (checking.get(userId) ?? 1) - 1;
          if (left > 0) {
            checking.set(userId, left);
            continue;
          }
          checking.delete(userId);
          for (const connection of byUser.get(userId) ?? []) release(connection);
        }
      });
  };

  const release = (connection: SessionConnection) => {
    const queue = held.get(connection);
    held.delete(connection);
    for (const message of queue ?? []) if (admits(connection)) connection.send(message);
  };

  return {
    admits,
    /** Sends unless the session is over; holds the message while the session is being re-read. */
    send(connection: SessionConnection, message: Outgoing): boolean {
      return sendAt(connection, message, options.clock.now().getTime());
    },
    /**
     * `send` to many connections (a fan-out): the clock is read once for all of them, which is
     * most of what the guard costs per recipient. Returns how many took the message.
     */
    sendAll(connections: Iterable<SessionConnection>, message: Outgoing): number {
      const now = options.clock.now().getTime();
      let sent = 0;
      for (const connection of connections) if (sendAt(connection, message, now)) sent += 1;
      return sent;
    },
    /** A new socket: its session is read (it may have ended since the upgrade); false when it has. */
    async add(connection: SessionConnection): Promise<boolean> {
      const mine = byUser.get(connection.userId) ?? new Set();
      mine.add(connection);
      byUser.set(connection.userId, mine);
      await check([connection.userId]);
      return !ended.has(connection);
    },
    remove(connection: SessionConnection): void {
      ended.add(connection);
      held.delete(connection);
      const mine = byUser.get(connection.userId);
      mine?.delete(connection);
      if (mine?.size === 0) byUser.delete(connection.userId);
    },
    /** The auth change feed named this account (its row or one of its sessions changed). */
    accountChanged(userId: string): Promise<void> {
      return check([userId]);
    },
    /** The feed is back after a gap: revocations may have gone unheard, every session is re-read. */
    resumed(): Promise<void> {
      return check(byUser.keys());
    },
    /** Closes the sockets whose session's end has passed (the periodic sweep; sends check too). */
    sweep(): void {
      for (const mine of byUser.values()) for (const connection of mine) admits(connection);
    },
    all(): SessionConnection[] {
      return [...byUser.values()].flatMap((mine) => [...mine]);
    },
  };
}
