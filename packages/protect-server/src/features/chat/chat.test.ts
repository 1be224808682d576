import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { describeEachDb, type TestUser } from "../../../test/harness.ts";
import { chatMessages, directMessages } from "../../db/schema/chat.ts";
import { REACTION_EMOJIS } from "./schema.ts";

describeEachDb("chat", (env) => {
  const dm = (from: TestUser, to: string, content: unknown = "hi") =>
    env().request({ method: "POST", url: `/api/chat/dm/${to}`, headers: from.headers, payload: { content } });
  const history = (viewer: TestUser, peer: string, query = "") =>
    env().request({ method: "GET", url: `/api/chat/dm/${peer}${query}`, headers: viewer.headers });
  const react = (user: TestUser, payload: object) =>
    env().request({ method: "POST", url: "/api/chat/reaction", headers: user.headers, payload });
  const remove = (user: TestUser, payload: object) =>
    env().request({ method: "POST", url: "/api/chat/delete-message", headers: user.headers, payload });
  const general = async (user: TestUser) => {
    const res = await env().request({ method: "GET", url: "/api/chat/rooms", headers: user.headers });
    const room = res.json().rooms.find((r: { slug: string }) => r.slug === "general");
    return room.id as string;
  };

  it("direct messages: both participants read the history, newest first, cursor paged", async () => {
    const a = await env().signup();
    const b = await env().signup();
    for (const [from, to, text] of [
      [a, b, "one"],
      [b, a, "two"],
      [a, b, "three"],
    ] as const) {
      const res = await dm(from, to.id, text);
      expect(res.statusCode).toBe(201);
      env().clock.advance(1000);
    }
    const first = (await history(b, a.id, "?limit=2")).json();
    expect(first.messages.map((m: { content: string }) => m.content)).toEqual(["three", "two"]);
    expect(first.messages[0]).toMatchObject({
      kind: "direct",
      senderId: a.id,
      recipientId: b.id,
      deleted: false,
      reactions: [],
    });
    const rest = (await history(a, b.id, `?limit=2&cursor=${first.nextCursor}`)).json();
    expect(rest).toMatchObject({ messages: [{ content: "one" }], nextCursor: null });
  });

  it("a third user never sees a conversation or can react to or delete its messages", async () => {
    const a = await env().signup();
    const b = await env().signup();
    const c = await env().signup();
    const admin = await env().admin();
    const { id } = (await dm(a, b.id, "private")).json();
    const cView = (await history(c, a.id)).json();
    expect(cView.messages).toEqual([]);
    for (const outsider of [c, admin]) {
      expect((await react(outsider, { kind: "direct", messageId: id, emoji: "👍" })).statusCode).toBe(404);
      expect((await remove(outsider, { kind: "direct", messageId: id })).statusCode).toBe(404);
    }
    expect((await remove(b, { kind: "direct", messageId: id })).statusCode).toBe(403);
    expect((await history(a, b.id)).json().messages[0]).toMatchObject({ content: "private", deleted: false });
  });

  it("reaction toggles: one per user per message, another emoji replaces, the same takes it back", async () => {
    const a = await env().signup();
    const b = await env().signup();
    const { id } = (await dm(a, b.id)).json();
    expect((await react(b, { kind: "direct", messageId: id, emoji: "❤️" })).json()).toEqual({
      messageId: id,
      emoji: "❤️",
      reactions: [{ userId: b.id, emoji: "❤️" }],
    });
    const replaced = (await react(b, { kind: "direct", messageId: id, emoji: "💪" })).json();
    expect(replaced.reactions).toEqual([{ userId: b.id, emoji: "💪" }]);
    await react(a, { kind: "direct", messageId: id, emoji: "🙏" });
    const [message] = (await history(a, b.id)).json().messages;
    expect(message.reactions).toHaveLength(2);
    const back = (await react(b, { kind: "direct", messageId: id, emoji: "💪" })).json();
    expect(back).toEqual({ messageId: id, emoji: null, reactions: [{ userId: a.id, emoji: "🙏" }] });
    expect(REACTION_EMOJIS).toHaveLength(7);
  });

  it("concurrent reactions of one user leave exactly one row", async () => {
    const a = await env().signup();
    const b = await env().signup();
    const { id } = (await dm(a, b.id)).json();
    const results = await Promise.all(
      REACTION_EMOJIS.map((emoji) => react(b, { kind: "direct", messageId: id, emoji })),
    );
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    const [message] = (await history(a, b.id)).json().messages;
    expect(message.reactions).toHaveLength(1);
  });

  it("delete-message: own message only, tombstone with blank content for everyone, no reactions after", async () => {
    const a = await env().signup();
    const b = await env().signup();
    const { id } = (await dm(a, b.id, "oops")).json();
    await react(b, { kind: "direct", messageId: id, emoji: "😂" });
    env().clock.advance(60_000);
    const res = await remove(a, { kind: "direct", messageId: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, content: "", deleted: true, deletedAt: env().clock.now().toISOString() });
    for (const viewer of [a, b]) {
      const [message] = (await history(viewer, viewer === a ? b.id : a.id)).json().messages;
      expect(message).toMatchObject({ id, content: "", deleted: true, reactions: [] });
    }
    expect((await remove(a, { kind: "direct", messageId: id })).statusCode).toBe(200);
    expect((await react(b, { kind: "direct", messageId: id, emoji: "👍" })).statusCode).toBe(409);
    const [row] = await env().ctx.db.select().from(directMessages);
    expect(row?.content).toBe("oops");
  });

  it("rooms: list, write (joins), history, react, delete; unknown room 404", async () => {
    const a = await env().signup();
    const b = await env().signup();
    const roomId = await general(a);
    const sent = await env().request({
      method: "POST",
      url: `/api/chat/rooms/${roomId}/messages`,
      headers: a.headers,
      payload: { content: "hello room" },
    });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json();
    expect(
      (await env().request({ method: "GET", url: "/api/chat/rooms", headers: a.headers })).json().rooms,
    ).toContainEqual(expect.objectContaining({ id: roomId, joined: true }));
    expect((await react(b, { kind: "room", messageId: id, emoji: "👍" })).statusCode).toBe(200);
    expect((await remove(b, { kind: "room", messageId: id })).statusCode).toBe(403);
    const page = (
      await env().request({ method: "GET", url: `/api/chat/rooms/${roomId}/messages`, headers: b.headers })
    ).json();
    expect(page.messages).toMatchObject([
      { id, roomId, content: "hello room", reactions: [{ userId: b.id, emoji: "👍" }] },
    ]);
    const join = await env().request({
      method: "PUT",
      url: `/api/chat/rooms/${roomId}/membership`,
      headers: b.headers,
    });
    expect(join.json()).toMatchObject({ id: roomId, joined: true });
    const leave = await env().request({
      method: "DELETE",
      url: `/api/chat/rooms/${roomId}/membership`,
      headers: b.headers,
    });
    expect(leave.json()).toMatchObject({ joined: false });
    const missing = randomUUID();
    expect(
      (await env().request({ method: "GET", url: `/api/chat/rooms/${missing}/messages`, headers: a.headers }))
        .statusCode,
    ).toBe(404);
  });

  it("bad input answers 400 (or 404 for unknown users) and writes nothing", async () => {
    const a = await env().signup();
    const b = await env().signup();
    for (const content of ["", "   ", "x".repeat(2001), "nul\u0000", 7, null]) {
      const res = await dm(a, b.id, content);
      expect(res.statusCode, JSON.stringify(content)).toBe(400);
    }
    expect((await dm(a, a.id)).statusCode).toBe(400);
    expect((await dm(a, randomUUID())).statusCode).toBe(404);
    expect((await dm(a, "nope")).statusCode).toBe(400);
    expect((await history(a, a.id)).statusCode).toBe(400);
    expect((await history(a, b.id, "?cursor=%%%")).statusCode).toBe(400);
    const { id } = (await dm(a, b.id)).json();
    for (const payload of [
      { kind: "direct", messageId: id, emoji: "🍺" },
      { kind: "direct", messageId: id },
      { kind: "other", messageId: id, emoji: "👍" },
      { kind: "direct", messageId: "x", emoji: "👍" },
    ]) {
      expect((await react(b, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await react(b, { kind: "room", messageId: id, emoji: "👍" })).statusCode).toBe(404);
    expect(await env().ctx.db.select().from(directMessages)).toHaveLength(1);
    expect(await env().ctx.db.select().from(chatMessages)).toHaveLength(0);
  });

  it("every chat route answers 401 to anonymous callers", async () => {
    const id = randomUUID();
    const routes = [
      { method: "GET", url: "/api/chat/rooms" },
      { method: "PUT", url: `/api/chat/rooms/${id}/membership` },
      { method: "GET", url: `/api/chat/rooms/${id}/messages` },
      { method: "POST", url: `/api/chat/rooms/${id}/messages`, payload: { content: "x" } },
      { method: "POST", url: `/api/chat/dm/${id}`, payload: { content: "x" } },
      { method: "GET", url: `/api/chat/dm/${id}` },
      { method: "POST", url: "/api/chat/reaction", payload: {} },
      { method: "POST", url: "/api/chat/delete-message", payload: {} },
      { method: "GET", url: `/api/chat/can-call/${id}` },
    ] as const;
    for (const route of routes) expect((await env().request({ ...route })).statusCode, route.url).toBe(401);
  });
});
