// The session guard's rules with an in-memory session table (the sockets and the database are
// covered by revocation.test.ts): holding during a re-read, flushing or dropping after it.
import { describe, expect, it } from "vitest";
import { manualClock } from "../../platform/clock.ts";
import type { SessionStanding } from "../auth/service.ts";
import {
  CLOSE_ACCOUNT_BANNED,
  CLOSE_SESSION_ENDED,
  createSessionGuard,
  type SessionConnection,
} from "./session-guard.ts";

const START = new Date("2026-06-01T10:00:00.000Z");

function setup() {
  const clock = manualClock(START);
  const sessions = new Map<string, SessionStanding>();
  /** Re-reads wait here until the test lets them answer. */
  const pending: (() => void)[] = [];
  let failing = false;
  const guard = createSessionGuard({
    clock,
    standings: (ids) =>
      new Promise((resolve, reject) =>
        pending.push(() =>
          failing
            ? reject(new Error("database down"))
            : resolve(new Map(ids.map((id) => [id, sessions.get(id) ?? { state: "revoked" }]))),
        ),
      ),
    onError: () => undefined,
  });
  const answer = async () => {
    for (const run of pending.splice(0)) run();
    await new Promise((resolve) => setImmediate(resolve));
  };
  const connection = (userId: string, sessionId: string) => {
    const socket = { received: [] as unknown[], closed: undefined as { code: number; reason: string } | undefined };
    const conn: SessionConnection & { socket: typeof socket } = {
      userId,
      sessionId,
      socket,
      send: (message) => socket.received.push(message),
      resync: () => undefined,
      end: (code, reason) => {
        socket.closed = { code, reason };
      },
    };
    return conn;
  };
  const live = (ms = 3_600_000): SessionStanding => ({
    state: "live",
    expiresAt: new Date(START.getTime() + ms),
  });
  return {
    clock,
    sessions,
    guard,
    answer,
    connection,
    live,
    fail: () => {
      failing = true;
    },
  };
}

async function opened(t: ReturnType<typeof setup>, userId: string, sessionId: string) {
  const conn = t.connection(userId, sessionId);
  t.sessions.set(sessionId, t.live());
  const added = t.guard.add(conn);
  await t.answer();
  expect(await added).toBe(true);
  return conn;
}

describe("session guard", () => {
  it("holds messages during a re-read and flushes them in order when the session is still live", async () => {
    const t = setup();
    const conn = await opened(t, "u1", "s1");
    const check = t.guard.accountChanged("u1");
    expect(t.guard.send(conn, { n: 1 })).toBe(true);
    expect(t.guard.send(conn, { n: 2 })).toBe(true);
    expect(conn.socket.received).toEqual([]);
    await t.answer();
    await check;
    expect(conn.socket.received).toEqual([{ n: 1 }, { n: 2 }]);
    expect(conn.socket.closed).toBeUndefined();
  });

  it("drops held messages and closes 4401 when the re-read finds the session revoked; 4403 when banned", async () => {
    const t = setup();
    const revoked = await opened(t, "u1", "s1");
    const banned = await opened(t, "u2", "s2");
    t.sessions.delete("s1");
    t.sessions.set("s2", { state: "banned" });
    const checks = [t.guard.accountChanged("u1"), t.guard.accountChanged("u2")];
    t.guard.send(revoked, { secret: 1 });
    t.guard.send(banned, { secret: 2 });
    await t.answer();
    await Promise.all(checks);
    expect(revoked.socket).toEqual({ received: [], closed: { code: CLOSE_SESSION_ENDED, reason: "Session revoked" } });
    expect(banned.socket).toEqual({ received: [], closed: { code: CLOSE_ACCOUNT_BANNED, reason: "Account banned" } });
    expect(t.guard.send(revoked, { after: true })).toBe(false);
  });

  it("keeps holding until the last of overlapping re-reads has answered", async () => {
    const t = setup();
    const conn = await opened(t, "u1", "s1");
    const first = t.guard.accountChanged("u1");
    t.guard.send(conn, { n: 1 });
    await t.answer();
    await first;
    expect(conn.socket.received).toEqual([{ n: 1 }]);
    const second = t.guard.accountChanged("u1");
    const third = t.guard.accountChanged("u1");
    t.guard.send(conn, { n: 2 });
    t.sessions.delete("s1");
    await t.answer();
    await Promise.all([second, third]);
    expect(conn.socket.received).toEqual([{ n: 1 }]);
    expect(conn.socket.closed?.code).toBe(CLOSE_SESSION_ENDED);
  });

  it("another user's messages are not held while one account is re-read", async () => {
    const t = setup();
    const [a, b] = [await opened(t, "u1", "s1"), await opened(t, "u2", "s2")];
    const check = t.guard.accountChanged("u1");
    t.guard.send(b, { n: 1 });
    expect(b.socket.received).toEqual([{ n: 1 }]);
    await t.answer();
    await check;
    expect(a.socket.closed).toBeUndefined();
  });

  it("a failed re-read closes the account's sockets with 1011 rather than guess", async () => {
    const t = setup();
    const conn = await opened(t, "u1", "s1");
    t.fail();
    const check = t.guard.accountChanged("u1");
    t.guard.send(conn, { n: 1 });
    await t.answer();
    await check;
    expect(conn.socket).toEqual({ received: [], closed: { code: 1011, reason: "Session check failed" } });
  });

  it("the clock ends a session: the next send is refused and the socket closed 4401 expired", async () => {
    const t = setup();
    const conn = await opened(t, "u1", "s1");
    t.clock.advance(3_600_000 - 1);
    expect(t.guard.send(conn, { n: 1 })).toBe(true);
    t.clock.advance(1);
    expect(t.guard.send(conn, { n: 2 })).toBe(false);
    expect(conn.socket).toEqual({
      received: [{ n: 1 }],
      closed: { code: CLOSE_SESSION_ENDED, reason: "Session expired" },
    });
  });

  it("a socket whose session ended before it was added is refused", async () => {
    const t = setup();
    const conn = t.connection("u1", "gone");
    const added = t.guard.add(conn);
    await t.answer();
    expect(await added).toBe(false);
    expect(conn.socket.closed?.code).toBe(CLOSE_SESSION_ENDED);
  });
});
