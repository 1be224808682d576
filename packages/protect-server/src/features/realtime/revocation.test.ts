// A realtime socket lives only as long as its session: logout, account deletion, a ban and the
// session's end close it (4401 / 4403) on the instance that holds it, whichever instance the change
// went through. Real `ws` clients against the listening app, on PGlite and PostgreSQL.
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, describeEachDb, type TestEnv, type TestUser, testSecrets } from "../../../test/harness.ts";
import { openSocket, type TestSocket } from "../../../test/ws-client.ts";
import { buildApp } from "../../app.ts";
import { isAccountDeletedError } from "../../db/account-deleted.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { manualClock } from "../../platform/clock.ts";
import { CLOSE_ACCOUNT_BANNED, CLOSE_SESSION_ENDED } from "./session-guard.ts";

const DAY_MS = 86_400_000;

/** Writes a notification for the user: a row the realtime feed publishes to them. */
async function notify(env: TestEnv, userId: string, domain: string): Promise<void> {
  await env.ctx.db
    .insert(notifications)
    .values({ userId, kind: "domain_submission_approved", data: { domain }, createdAt: env.clock.now() });
}

const notificationsIn = (socket: TestSocket) =>
  socket.messages.filter((m) => m.type === "change" && m.table === "notifications");

describeEachDb("realtime sockets end with their session", (env) => {
  const sockets: TestSocket[] = [];
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  });
  const connect = async (user: TestUser) => {
    const url = env().app.server.listening
      ? `http://127.0.0.1:${(env().app.server.address() as { port: number }).port}`
      : await env().app.listen({ port: 0, host: "127.0.0.1" });
    const socket = await openSocket(url, user.token);
    sockets.push(socket);
    return socket;
  };

  /**
   * Both sockets work, then `act` runs; the victim's socket must close with `code`, the other stays.
   * `erased`: the act deletes the account, so the database refuses new rows for it (migration 0020).
   */
  async function expectClosedBy(code: number, act: (victim: TestUser) => Promise<number>, erased = false) {
    const [victim, bystander] = [await env().signup(), await env().signup()];
    const victimSocket = await connect(victim);
    const bystanderSocket = await connect(bystander);
    await notify(env(), victim.id, "before.example");
    await victimSocket.waitFor((m) => m.type === "change" && m.table === "notifications");

    expect(await act(victim)).toBeLessThan(300);
    const notifyVictim = async (domain: string) => {
      if (!erased) return notify(env(), victim.id, domain);
      const refused = await notify(env(), victim.id, domain).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isAccountDeletedError(refused)).toBe(true);
    };
    // Written right after the change, before the socket is seen closing: it must not get through.
    await notifyVictim("after.example");
    expect((await victimSocket.closed).code).toBe(code);

    // Rows written after the change reach the bystander (still connected) and never the victim.
    await notifyVictim("later.example");
    await notify(env(), bystander.id, "marker.example");
    expect(await bystanderSocket.waitFor((m) => m.type === "change" && m.table === "notifications")).toMatchObject({
      row: { userId: bystander.id, data: { domain: "marker.example" } },
    });
    // Only the row from before: erasure deletes it in the revoking transaction itself, and that
    // DELETE may still arrive (a separate channel); nothing committed afterwards does.
    const domains = notificationsIn(victimSocket).map((m) => (m.row as { data: { domain: string } }).data.domain);
    expect(new Set(domains)).toEqual(new Set(["before.example"]));
    expect(await bystanderSocket.request({ type: "ping" }, (m) => m.type === "pong")).toEqual({ type: "pong" });
  }

  it("logout closes the socket with 4401 and no further row arrives; another user's socket stays open", async () => {
    await expectClosedBy(CLOSE_SESSION_ENDED, async (victim) => {
      const res = await env().request({ method: "POST", url: "/api/auth/logout", headers: victim.headers });
      return res.statusCode;
    });
  });

  it("DELETE /api/me closes the socket with 4401", async () => {
    await expectClosedBy(
      CLOSE_SESSION_ENDED,
      async (victim) => {
        const res = await env().request({
          method: "DELETE",
          url: "/api/me",
          headers: victim.headers,
          payload: { password: victim.password },
        });
        return res.statusCode;
      },
      true,
    );
  });

  it("an admin's ban closes the socket with 4403", async () => {
    const admin = await env().admin();
    await expectClosedBy(CLOSE_ACCOUNT_BANNED, async (victim) => {
      const res = await env().request({
        method: "PATCH",
        url: `/api/admin/users/${victim.id}`,
        headers: { ...admin.headers, "x-admin-secret": testSecrets.adminSecret },
        payload: { banned: true },
      });
      return res.statusCode;
    });
  });

  it("a socket whose session ended by the clock is closed with 4401 before the next row reaches it", async () => {
    const user = await env().signup();
    const socket = await connect(user);
    env().clock.advance(env().ctx.settings.sessionTtlDays * DAY_MS);
    await notify(env(), user.id, "late.example");
    expect(await socket.closed).toEqual({ code: CLOSE_SESSION_ENDED, reason: "Session expired" });
    expect(notificationsIn(socket)).toEqual([]);
  });

  it("a message on a socket whose session ended by the clock is not answered; the socket closes", async () => {
    const user = await env().signup();
    const socket = await connect(user);
    env().clock.advance(env().ctx.settings.sessionTtlDays * DAY_MS - 1);
    expect(await socket.request({ type: "ping" }, (m) => m.type === "pong")).toEqual({ type: "pong" });
    env().clock.advance(1);
    socket.send({ type: "ping" });
    expect((await socket.closed).code).toBe(CLOSE_SESSION_ENDED);
    expect(socket.messages.filter((m) => m.type === "pong")).toHaveLength(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "realtime sockets end with their session [postgres, two instances]",
  () => {
    it("a logout on instance A closes the socket held on instance B", async () => {
      const database = await createTestDatabase("postgres");
      const second = await openDatabase({ kind: "postgres", url: database.url ?? "", poolSize: 5 });
      const apps = [];
      try {
        for (const db of [database, second] as Database[]) {
          const { app } = await buildApp({
            database: db,
            secrets: testSecrets,
            clock: manualClock(new Date("2026-06-01T10:00:00.000Z")),
            logger: false,
            scryptCost: 1024,
          });
          apps.push({ app, url: await app.listen({ port: 0, host: "127.0.0.1" }) });
        }
        const [a, b] = apps as [(typeof apps)[number], (typeof apps)[number]];
        const signup = async (n: number) => {
          const res = await fetch(`${a.url}/api/auth/signup`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email: `two-${n}@example.test`, password: "correct horse battery" }),
          });
          const body = (await res.json()) as { token: string; user: { id: string } };
          return body;
        };
        const [victim, bystander] = [await signup(1), await signup(2)];
        const victimSocket = await openSocket(b.url, victim.token);
        const bystanderSocket = await openSocket(b.url, bystander.token);
        const logout = await fetch(`${a.url}/api/auth/logout`, {
          method: "POST",
          headers: { authorization: `Bearer ${victim.token}` },
        });
        expect(logout.status).toBe(204);
        expect(await victimSocket.closed).toEqual({ code: CLOSE_SESSION_ENDED, reason: "Session revoked" });
        expect(await bystanderSocket.request({ type: "ping" }, (m) => m.type === "pong")).toEqual({ type: "pong" });
        await bystanderSocket.close();
      } finally {
        for (const { app } of apps) await app.close();
        await second.close();
        await database.close();
      }
    });
  },
);
