// Realtime with real WebSocket clients: two server instances on one PostgreSQL (changes travel by
// LISTEN/NOTIFY between them), and one instance on PGlite (in-process notifications).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_START, testSecrets } from "../../../test/harness.ts";
import { scratchPostgres } from "../../../test/pg-cluster.ts";
import { openSocket, type RealtimeMessage, refusedStatus, type TestSocket } from "../../../test/ws-client.ts";
import { buildApp } from "../../app.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { migrateDatabase } from "../../db/migrate.ts";
import { userCustomDomains } from "../../db/schema/blocklists.ts";
import { domainSubmissions } from "../../db/schema/domain-submissions.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { manualClock } from "../../platform/clock.ts";

interface Instance {
  url: string;
  close(): Promise<void>;
}

async function startInstance(database: Database): Promise<Instance> {
  const { app } = await buildApp({
    database,
    secrets: testSecrets,
    clock: manualClock(TEST_START),
    logger: false,
    scryptCost: 1024,
    rateLimits: { signupPerAddress: { max: 1000, windowMs: 3_600_000 } },
  });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return { url, close: () => app.close() };
}

interface User {
  id: string;
  token: string;
}

const isChange =
  (table: string, where: (row: Record<string, unknown>) => boolean = () => true) =>
  (m: RealtimeMessage) =>
    m.type === "change" && m.table === table && where(m.row as Record<string, unknown>);

/** Every user id a received change row names. */
function userIdsIn(socket: TestSocket): Set<string> {
  const ids = new Set<string>();
  for (const m of socket.messages) {
    if (m.type !== "change") continue;
    const row = m.row as Record<string, unknown>;
    for (const key of ["senderId", "recipientId", "userId", "replyAuthorId"])
      if (typeof row[key] === "string") ids.add(row[key] as string);
  }
  return ids;
}

function realtimeSuite(kind: "postgres" | "pglite") {
  describe(`realtime over WebSocket [${kind}${kind === "postgres" ? ", two instances" : ""}]`, () => {
    const instances: Instance[] = [];
    const databases: Database[] = [];
    let closeScratch: (() => Promise<void>) | undefined;
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      if (kind === "postgres") {
        const scratch = await scratchPostgres("protect_realtime");
        closeScratch = scratch.close;
        for (let i = 0; i < 2; i += 1)
          databases.push(await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 5 }));
      } else {
        databases.push(await openDatabase({ kind: "pglite" }));
      }
      await migrateDatabase(databases[0] as Database);
      for (const database of databases) instances.push(await startInstance(database));
    });

    afterAll(async () => {
      await Promise.all(sockets.map((s) => s.close()));
      for (const instance of instances) await instance.close();
      for (const database of databases) await database.close();
      await closeScratch?.();
    });

    /** Instance i (the second one is the first again on PGlite). */
    const at = (i: number) => (instances[i % instances.length] as Instance).url;
    let n = 0;
    const signup = async (): Promise<User> => {
      n += 1;
      const res = await fetch(`${at(0)}/api/auth/signup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: `rt-${n}-${Date.now()}@example.test`,
          password: "correct horse battery",
          nickname: `User ${n}`,
        }),
      });
      const body = (await res.json()) as { token: string; user: { id: string } };
      return { id: body.user.id, token: body.token };
    };
    const call = async (i: number, user: User, method: string, path: string, body?: object) => {
      const res = await fetch(`${at(i)}${path}`, {
        method,
        headers: { authorization: `Bearer ${user.token}`, ...(body ? { "content-type": "application/json" } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
    };
    const connect = async (i: number, user: User) => {
      const socket = await openSocket(at(i), user.token);
      sockets.push(socket);
      return socket;
    };

    it("a direct message, its reaction and its deletion reach both participants on either instance and nobody else", async () => {
      const [a, b, c] = [await signup(), await signup(), await signup()];
      const aSocket = await connect(0, a);
      const bSocket = await connect(1, b);
      const cSockets = [await connect(0, c), await connect(1, c)];

      const sent = await call(0, a, "POST", `/api/chat/dm/${b.id}`, { content: "for b only" });
      expect(sent.status).toBe(201);
      const id = sent.body.id as string;
      for (const socket of [aSocket, bSocket]) {
        const change = await socket.waitFor(isChange("direct_messages", (row) => row.id === id));
        expect(change).toMatchObject({
          op: "INSERT",
          row: { id, senderId: a.id, recipientId: b.id, content: "for b only", deletedAt: null },
        });
      }
      await call(1, b, "POST", "/api/chat/reaction", { kind: "direct", messageId: id, emoji: "❤️" });
      expect(await aSocket.waitFor(isChange("direct_message_reactions"))).toMatchObject({
        op: "INSERT",
        row: { userId: b.id, messageId: id, emoji: "❤️" },
      });
      await call(0, a, "POST", "/api/chat/delete-message", { kind: "direct", messageId: id });
      for (const socket of [aSocket, bSocket]) {
        const tombstone = await socket.waitFor(
          isChange("direct_messages", (row) => row.id === id && row.deletedAt !== null),
        );
        expect(tombstone).toMatchObject({ op: "UPDATE", row: { content: "" } });
      }

      // A marker for c, written after everything else: changes arrive in commit order, so once c has
      // the marker on both connections, any row of a and b's conversation would have come before it.
      const marker = await call(1, b, "POST", `/api/chat/dm/${c.id}`, { content: "marker" });
      for (const socket of cSockets) {
        await socket.waitFor(isChange("direct_messages", (row) => row.id === marker.body.id));
        const rows = socket.messages.filter((m) => m.type === "change");
        expect(rows).toHaveLength(1);
      }
      expect(userIdsIn(bSocket).has(c.id)).toBe(true);
      expect(userIdsIn(aSocket).has(c.id)).toBe(false);
    });

    it("room messages reach the sockets subscribed to the room, on both instances", async () => {
      const [a, b, c] = [await signup(), await signup(), await signup()];
      const rooms = await call(0, a, "GET", "/api/chat/rooms");
      const [general, support] = (rooms.body.rooms as { id: string }[]).map((room) => room.id);
      const aSocket = await connect(0, a);
      const bSocket = await connect(1, b);
      const cSocket = await connect(1, c);
      for (const socket of [aSocket, bSocket]) {
        expect(
          await socket.request({ type: "subscribe", channel: `room:${general}` }, (m) => m.type === "subscribed"),
        ).toEqual({
          type: "subscribed",
          channel: `room:${general}`,
        });
      }
      await cSocket.request({ type: "subscribe", channel: `room:${support}` }, (m) => m.type === "subscribed");
      const sent = await call(0, a, "POST", `/api/chat/rooms/${general}/messages`, { content: "hello room" });
      expect(await bSocket.waitFor(isChange("chat_messages"))).toMatchObject({
        row: { id: sent.body.id, roomId: general, content: "hello room" },
      });
      await call(1, b, "POST", "/api/chat/reaction", { kind: "room", messageId: sent.body.id, emoji: "👍" });
      expect(await aSocket.waitFor(isChange("chat_message_reactions"))).toMatchObject({
        row: { userId: b.id, roomId: general },
      });
      const marker = await call(0, a, "POST", `/api/chat/rooms/${support}/messages`, { content: "marker" });
      await cSocket.waitFor(isChange("chat_messages", (row) => row.id === marker.body.id));
      expect(cSocket.messages.filter((m) => m.type === "change")).toHaveLength(1);
    });

    it("presence goes to followers who asked for it, not to others, and not for hidden users", async () => {
      const [watcher, stranger, friend, hidden] = [await signup(), await signup(), await signup(), await signup()];
      await call(0, watcher, "PUT", `/api/users/${friend.id}/follow`);
      await call(0, watcher, "PUT", `/api/users/${hidden.id}/follow`);
      await call(0, hidden, "POST", "/api/me/presence-visibility", { visible: false });
      const watcherSocket = await connect(1, watcher);
      const strangerSocket = await connect(1, stranger);
      for (const socket of [watcherSocket, strangerSocket]) {
        await socket.request({ type: "subscribe", channel: "presence" }, (m) => m.type === "subscribed");
      }
      await connect(0, hidden);
      const friendSocket = await connect(0, friend);
      expect(await watcherSocket.waitFor((m) => m.type === "presence")).toMatchObject({
        userId: friend.id,
        online: true,
      });
      await friendSocket.close();
      expect(await watcherSocket.waitFor((m) => m.type === "presence" && m.online === false)).toMatchObject({
        userId: friend.id,
      });
      expect(watcherSocket.messages.filter((m) => m.type === "presence").map((m) => m.userId)).toEqual([
        friend.id,
        friend.id,
      ]);
      // Following later starts presence on the open socket; the stranger never heard of anyone.
      await call(1, stranger, "PUT", `/api/users/${friend.id}/follow`);
      const again = await connect(1, friend);
      expect(await strangerSocket.waitFor((m) => m.type === "presence")).toMatchObject({
        userId: friend.id,
        online: true,
      });
      await again.close();
      const seen = await call(0, watcher, "GET", `/api/presence/last-seen?userIds=${friend.id},${hidden.id}`);
      expect((seen.body.users as { userId: string }[]).map((u) => u.userId)).toEqual([friend.id]);
    });

    it("a message too large for a NOTIFY payload is read back and delivered whole", async () => {
      const [a, b] = [await signup(), await signup()];
      const bSocket = await connect(1, b);
      const content = "🎲".repeat(2000);
      const sent = await call(0, a, "POST", `/api/chat/dm/${b.id}`, { content });
      expect(await bSocket.waitFor(isChange("direct_messages"))).toMatchObject({ row: { id: sent.body.id, content } });
    });

    it("a notification, a domain submission, a custom domain and a protected device (without its token hash) reach their owner only", async () => {
      const [owner, other] = [await signup(), await signup()];
      const ownerSocket = await connect(1, owner);
      const otherSocket = await connect(0, other);
      const sql = (databases[0] as Database).db;
      await sql.insert(notifications).values({
        userId: owner.id,
        kind: "domain_submission_approved",
        data: { domain: "casino.example" },
        createdAt: TEST_START,
      });
      await sql.insert(domainSubmissions).values({ userId: owner.id, domain: "bets.example", createdAt: TEST_START });
      await sql
        .insert(userCustomDomains)
        .values({ userId: owner.id, domain: "poker.example", type: "web", createdAt: TEST_START });
      expect(await ownerSocket.waitFor(isChange("notifications"))).toMatchObject({
        op: "INSERT",
        row: { userId: owner.id, data: { domain: "casino.example" } },
      });
      expect(await ownerSocket.waitFor(isChange("domain_submissions"))).toMatchObject({
        row: { domain: "bets.example", status: "pending" },
      });
      expect(await ownerSocket.waitFor(isChange("user_custom_domains"))).toMatchObject({
        row: { domain: "poker.example" },
      });
      const marker = await sql
        .insert(notifications)
        .values({ userId: other.id, kind: "domain_submission_rejected", data: {}, createdAt: TEST_START })
        .returning();
      await otherSocket.waitFor(isChange("notifications", (row) => row.id === marker[0]?.id));
      expect(otherSocket.messages.filter((m) => m.type === "change")).toHaveLength(1);
    });

    it("anonymous and invalid tokens are refused before the upgrade; bad messages get an error", async () => {
      const user = await signup();
      expect(await refusedStatus(at(0), {})).toBe(401);
      expect(await refusedStatus(at(1), { authorization: "Bearer pss_nope" })).toBe(401);
      const socket = await connect(0, user);
      for (const bad of [
        "not json",
        JSON.stringify({ type: "subscribe", channel: "room:nope" }),
        JSON.stringify({ type: "dance", channel: "x" }),
        "null",
      ]) {
        const answer = socket.waitFor((m) => m.type === "error", socket.messages.length);
        (socket as unknown as { send(m: unknown): void }).send(bad === "not json" ? "x" : JSON.parse(bad));
        expect((await answer).error).toBe("invalid_input");
      }
      const unknownRoom = await socket.request(
        { type: "subscribe", channel: "room:00000000-0000-4000-8000-000000000000" },
        (m) => m.type === "error",
      );
      expect(unknownRoom.error).toBe("not_found");
      expect(await socket.request({ type: "ping" }, (m) => m.type === "pong")).toEqual({ type: "pong" });
    });
  });
}

realtimeSuite("postgres");
realtimeSuite("pglite");
