import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { adminCallers } from "../../../test/admin-callers.ts";
import { post, reply, reportItem } from "../../../test/community-fixtures.ts";
import { userRow } from "../../../test/db-counts.ts";
import { describeEachDb } from "../../../test/harness.ts";
import { moderationActions } from "../../db/schema/admin-console.ts";
import { communityPosts, communityReplies } from "../../db/schema/community.ts";

describeEachDb("moderation queue", (env) => {
  const queue = (headers: Record<string, string>, query = "") =>
    env().request({ method: "GET", url: `/api/admin/moderation/queue${query}`, headers });
  const act = (headers: Record<string, string>, id: string, action: string, payload?: object) =>
    env().request({
      method: "POST",
      url: `/api/admin/moderation/${id}/${action}`,
      headers,
      ...(payload ? { payload } : {}),
    });

  it("authz: anonymous 401; a user, the author and an admin without the secret 403; admin with secret or console allowed", async () => {
    const c = await adminCallers(env());
    const postId = await post(env(), c.user, "Reported text");
    await reportItem(env(), c.admin, "posts", postId);
    for (const headers of [c.anonymous]) {
      expect((await queue(headers)).statusCode).toBe(401);
      for (const action of ["dismiss", "delete", "ban-user"])
        expect((await act(headers, postId, action)).statusCode).toBe(401);
    }
    for (const headers of [c.userHeaders, c.adminWithoutSecret]) {
      expect((await queue(headers)).statusCode).toBe(403);
      for (const action of ["dismiss", "delete", "ban-user"])
        expect((await act(headers, postId, action)).statusCode).toBe(403);
    }
    expect((await queue(c.adminWithSecret)).statusCode).toBe(200);
    expect((await queue(c.console)).statusCode).toBe(200);
    expect((await act(c.console, postId, "dismiss")).statusCode).toBe(200);
  });

  it("merges reported posts and replies, oldest report first, with counts and reasons, cursor paged", async () => {
    const c = await adminCallers(env());
    const other = await env().signup();
    const first = await post(env(), c.user, "first post");
    env().clock.advance(1000);
    const second = await post(env(), c.user, "second post");
    const answer = await reply(env(), c.user, second, "a reply");
    await post(env(), c.user, "never reported");
    await reportItem(env(), other, "replies", answer, "insult");
    env().clock.advance(1000);
    await reportItem(env(), other, "posts", first, "spam");
    await reportItem(env(), c.admin, "posts", first);
    env().clock.advance(1000);
    await reportItem(env(), other, "posts", second);

    const page1 = (await queue(c.console, "?limit=2")).json();
    expect(page1.items.map((i: { id: string }) => i.id)).toEqual([answer, first]);
    expect(page1.items[0]).toMatchObject({ type: "reply", postId: second, content: "a reply", reasons: ["insult"] });
    expect(page1.items[1]).toMatchObject({ type: "post", reportCount: 2, reasons: ["spam"], authorId: c.user.id });
    const page2 = (await queue(c.console, `?limit=2&cursor=${page1.nextCursor}`)).json();
    expect(page2).toMatchObject({ items: [{ id: second }], nextCursor: null });
  });

  it("dismiss keeps the item and takes it out of the queue; delete scrubs content and snapshots it", async () => {
    const c = await adminCallers(env());
    const kept = await post(env(), c.user, "harmless");
    const removed = await post(env(), c.user, "abusive words");
    await reportItem(env(), c.admin, "posts", kept);
    await reportItem(env(), c.admin, "posts", removed);
    expect((await act(c.console, kept, "dismiss")).json()).toEqual({ id: kept, type: "post", decision: "dismiss" });
    const deleted = await act(c.adminWithSecret, removed, "delete");
    expect(deleted.json()).toEqual({ id: removed, type: "post", decision: "delete" });
    expect((await queue(c.console)).json().items).toEqual([]);
    const [keptRow] = await env().ctx.db.select().from(communityPosts).where(eq(communityPosts.id, kept));
    expect(keptRow).toMatchObject({ content: "harmless", isDeleted: false, isModerated: true, reportedAt: null });
    const [removedRow] = await env().ctx.db.select().from(communityPosts).where(eq(communityPosts.id, removed));
    expect(removedRow).toMatchObject({ content: "", isDeleted: true, deletedAt: env().clock.now() });
    const actions = await env().ctx.db.select().from(moderationActions).where(eq(moderationActions.targetId, removed));
    expect(actions).toMatchObject([
      {
        action: "delete",
        adminUserId: c.admin.id,
        authorId: c.user.id,
        snapshot: { content: "abusive words", type: "post" },
      },
    ]);
    // A deleted item cannot be decided again.
    expect((await act(c.console, removed, "delete")).statusCode).toBe(409);
  });

  it("ban-user bans the author with the reason and deletes the reply", async () => {
    const c = await adminCallers(env());
    const postId = await post(env(), c.admin, "admin's post");
    const answer = await reply(env(), c.user, postId, "spam spam");
    await reportItem(env(), c.admin, "replies", answer);
    const res = await act(c.console, answer, "ban-user", { reason: "Spam" });
    expect(res.json()).toEqual({ id: answer, type: "reply", decision: "ban_user" });
    expect(await userRow(env().ctx.db, c.user.id)).toMatchObject({ banned: true, bannedReason: "Spam" });
    const [row] = await env().ctx.db.select().from(communityReplies).where(eq(communityReplies.id, answer));
    expect(row).toMatchObject({ content: "", isDeleted: true });
    expect((await env().request({ method: "GET", url: "/api/me", headers: c.user.headers })).statusCode).toBe(403);
  });

  it("ban-user without a body or with {} bans with the default reason (issue 30)", async () => {
    const c = await adminCallers(env());
    const cases: Array<{ headers?: Record<string, string>; payload?: string }> = [
      {},
      { headers: { "content-type": "application/json" }, payload: "{}" },
      { headers: { "content-length": "0" } },
    ];
    for (const [index, variant] of cases.entries()) {
      const author = await env().signup({ nickname: `Author${index}` });
      const postId = await post(env(), author, `post ${index}`);
      await reportItem(env(), c.admin, "posts", postId);
      const res = await env().request({
        method: "POST",
        url: `/api/admin/moderation/${postId}/ban-user`,
        headers: { ...c.console, ...variant.headers },
        ...(variant.payload !== undefined ? { payload: variant.payload } : {}),
      });
      expect({ index, status: res.statusCode, body: res.json() }).toEqual({
        index,
        status: 200,
        body: { id: postId, type: "post", decision: "ban_user" },
      });
      expect(await userRow(env().ctx.db, author.id)).toMatchObject({ banned: true, bannedReason: "Community rules" });
    }
  });

  it("bad input answers 400, unknown ids 404, and nothing changes", async () => {
    const c = await adminCallers(env());
    expect((await act(c.console, "not-a-uuid", "delete")).statusCode).toBe(400);
    expect((await act(c.console, "00000000-0000-4000-8000-000000000000", "delete")).statusCode).toBe(404);
    const postId = await post(env(), c.user, "text");
    expect((await act(c.console, postId, "ban-user", { reason: "x".repeat(201) })).statusCode).toBe(400);
    expect((await act(c.console, postId, "ban-user", { other: 1 })).statusCode).toBe(400);
    expect((await queue(c.console, "?limit=0")).statusCode).toBe(400);
    expect((await queue(c.console, "?cursor=bad")).statusCode).toBe(400);
    expect((await userRow(env().ctx.db, c.user.id)).banned).toBe(false);
    expect(await env().ctx.db.select().from(moderationActions)).toEqual([]);
  });
});
