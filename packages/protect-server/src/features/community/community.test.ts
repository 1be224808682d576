import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDb } from "../../../test/harness.ts";
import { communityPosts, communityReplies } from "../../db/schema/community.ts";
import { createCoachPost } from "./service.ts";

describeEachDb("community", (env) => {
  const post = (headers: Record<string, string>, payload: object = { content: "Day 30 without betting" }) =>
    env().request({ method: "POST", url: "/api/community/post", headers, payload });
  const feed = (headers: Record<string, string>, query = "") =>
    env().request({ method: "GET", url: `/api/community/posts${query}`, headers });

  it("a post is stored as given and listed with gameName and i18nKey", async () => {
    const author = await env().signup({ nickname: "Robin" });
    const reader = await env().signup();
    const content = "<script>alert(1)</script> & 30 Tage 🎉";
    const created = await post(author.headers, { content, category: "game_share", gameName: "Poker" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ content, category: "game_share", gameName: "Poker", i18nKey: null });
    const res = await feed(reader.headers);
    expect(res.statusCode).toBe(200);
    const [listed] = res.json().posts;
    expect(listed).toMatchObject({
      content,
      gameName: "Poker",
      i18nKey: null,
      author: { id: author.id, nickname: "Robin", kind: "user" },
      likeCount: 0,
      replyCount: 0,
      likedByMe: false,
    });
    expect(res.headers["content-type"]).toMatch(/application\/json/);
  });

  it("the feed pages newest first with a cursor and filters by category", async () => {
    const user = await env().signup();
    for (let i = 0; i < 5; i += 1) {
      await post(user.headers, { content: `post ${i}`, category: i % 2 === 0 ? "story" : "question" });
      env().clock.advance(1000);
    }
    const first = (await feed(user.headers, "?limit=2")).json();
    expect(first.posts.map((p: { content: string }) => p.content)).toEqual(["post 4", "post 3"]);
    const second = (await feed(user.headers, `?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.posts.map((p: { content: string }) => p.content)).toEqual(["post 2", "post 1"]);
    const third = (await feed(user.headers, `?limit=2&cursor=${second.nextCursor}`)).json();
    expect(third).toMatchObject({ posts: [{ content: "post 0" }], nextCursor: null });
    const questions = (await feed(user.headers, "?category=question")).json();
    expect(questions.posts.map((p: { content: string }) => p.content)).toEqual(["post 3", "post 1"]);
  });

  it("bad input answers 400 and writes nothing", async () => {
    const user = await env().signup();
    const bad = [
      {},
      { content: "" },
      { content: "   " },
      { content: "x".repeat(4001) },
      { content: "bell \u0007" },
      { content: "ok", category: "coach" },
      { content: "ok", category: "nope" },
      { content: "ok", gameName: "" },
      { content: "ok", gameName: "line\nbreak" },
      { content: 42 },
    ];
    for (const payload of bad) {
      const res = await post(user.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe("invalid_input");
    }
    expect(await env().ctx.db.select().from(communityPosts)).toHaveLength(0);
    expect((await feed(user.headers, "?cursor=bm9wZQ")).statusCode).toBe(400);
    expect((await feed(user.headers, "?limit=0")).statusCode).toBe(400);
    expect(
      (await env().request({ method: "GET", url: "/api/community/posts/not-a-uuid", headers: user.headers }))
        .statusCode,
    ).toBe(400);
  });

  it("replies, likes and reports; counts and likedByMe per viewer", async () => {
    const author = await env().signup();
    const fan = await env().signup();
    const { id } = (await post(author.headers)).json();
    const reply = await env().request({
      method: "POST",
      url: `/api/community/posts/${id}/replies`,
      headers: fan.headers,
      payload: { content: "Proud of you" },
    });
    expect(reply.statusCode).toBe(201);
    const replyId = reply.json().id;
    const likePost = () =>
      env().request({ method: "POST", url: `/api/community/posts/${id}/like`, headers: fan.headers });
    expect((await likePost()).json()).toEqual({ liked: true, likeCount: 1 });
    const likeReply = await env().request({
      method: "POST",
      url: `/api/community/replies/${replyId}/like`,
      headers: author.headers,
    });
    expect(likeReply.json()).toEqual({ liked: true, likeCount: 1 });
    const detail = (
      await env().request({ method: "GET", url: `/api/community/posts/${id}`, headers: fan.headers })
    ).json();
    expect(detail.post).toMatchObject({ likeCount: 1, replyCount: 1, likedByMe: true });
    expect(detail.replies).toMatchObject([{ id: replyId, content: "Proud of you", likeCount: 1, likedByMe: false }]);
    expect((await likePost()).json()).toEqual({ liked: false, likeCount: 0 });

    env().clock.advance(5000);
    const reportedAt = env().clock.now();
    for (const reporter of [fan, author]) {
      const res = await env().request({
        method: "POST",
        url: `/api/community/replies/${replyId}/report`,
        headers: reporter.headers,
        payload: { reason: "spam" },
      });
      expect(res.json()).toEqual({ reported: true });
      env().clock.advance(5000);
    }
    const [row] = await env().ctx.db.select().from(communityReplies).where(eq(communityReplies.id, replyId));
    expect(row?.reportedAt?.toISOString()).toBe(reportedAt.toISOString());
  });

  it("delete: the author or an admin; another user 403; anonymous 401; then 404 and gone from lists", async () => {
    const author = await env().signup();
    const other = await env().signup();
    const admin = await env().admin();
    const first = (await post(author.headers)).json().id;
    const second = (await post(author.headers)).json().id;
    const del = (id: string, headers: Record<string, string>) =>
      env().request({ method: "DELETE", url: `/api/community/posts/${id}`, headers });
    expect((await del(first, {})).statusCode).toBe(401);
    expect((await del(first, other.headers)).statusCode).toBe(403);
    expect((await del(first, author.headers)).statusCode).toBe(204);
    expect((await del(second, admin.headers)).statusCode).toBe(204);
    expect((await del(first, author.headers)).statusCode).toBe(404);
    expect((await feed(other.headers)).json().posts).toEqual([]);
    const [row] = await env().ctx.db.select().from(communityPosts).where(eq(communityPosts.id, first));
    expect(row).toMatchObject({ isDeleted: true, deletedAt: env().clock.now() });
    const reply = await env().request({
      method: "POST",
      url: `/api/community/posts/${first}/replies`,
      headers: other.headers,
      payload: { content: "late" },
    });
    expect(reply.statusCode).toBe(404);
  });

  it("every community route answers 401 to anonymous callers and 404 for unknown ids", async () => {
    const user = await env().signup();
    const id = randomUUID();
    const routes = [
      { method: "POST", url: "/api/community/post", payload: { content: "x" } },
      { method: "GET", url: "/api/community/posts" },
      { method: "GET", url: `/api/community/posts/${id}` },
      { method: "POST", url: `/api/community/posts/${id}/replies`, payload: { content: "x" } },
      { method: "POST", url: `/api/community/posts/${id}/like` },
      { method: "POST", url: `/api/community/replies/${id}/like` },
      { method: "POST", url: `/api/community/posts/${id}/report`, payload: {} },
      { method: "POST", url: `/api/community/replies/${id}/report`, payload: {} },
      { method: "DELETE", url: `/api/community/replies/${id}` },
    ] as const;
    for (const route of routes) {
      expect((await env().request({ ...route })).statusCode, route.url).toBe(401);
      if (route.url.includes(id)) {
        expect((await env().request({ ...route, headers: user.headers })).statusCode, route.url).toBe(404);
      }
    }
  });

  it("a coach post has no author, category coach, and the i18nKey of the domain type", async () => {
    const reader = await env().signup();
    const now = env().clock.now();
    await createCoachPost(env().ctx.db, { domainApproved: { domain: "casino.example", type: "web" } }, now);
    await createCoachPost(env().ctx.db, { domainApproved: { domain: "bets.example", type: "mail_domain" } }, now);
    const { posts } = (await feed(reader.headers)).json();
    expect(posts).toHaveLength(2);
    expect(posts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          author: { id: null, nickname: null, kind: "coach" },
          category: "coach",
          i18nKey: "community.coach.domainApproved.web",
          i18nParams: { domain: "casino.example" },
        }),
        expect.objectContaining({ i18nKey: "community.coach.domainApproved.mailDomain" }),
      ]),
    );
  });
});
