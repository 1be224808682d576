import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { describeEachDb, type TestUser } from "../../../test/harness.ts";

describeEachDb("following, can-call and last seen", (env) => {
  const follow = (user: TestUser, target: string, method: "PUT" | "DELETE" = "PUT") =>
    env().request({ method, url: `/api/users/${target}/follow`, headers: user.headers });
  const following = async (user: TestUser) =>
    (await env().request({ method: "GET", url: "/api/me/following", headers: user.headers })).json().userIds;
  const canCall = async (user: TestUser, target: string) =>
    env().request({ method: "GET", url: `/api/chat/can-call/${target}`, headers: user.headers });
  const lastSeen = (user: TestUser, ids: string) =>
    env().request({ method: "GET", url: `/api/presence/last-seen?userIds=${ids}`, headers: user.headers });

  it("follow and unfollow are idempotent; GET /api/me/following lists only the caller's", async () => {
    const a = await env().signup();
    const b = await env().signup();
    const c = await env().signup();
    expect((await follow(a, b.id)).json()).toEqual({ userId: b.id, following: true });
    await follow(a, b.id);
    env().clock.advance(1000);
    await follow(a, c.id);
    await follow(b, c.id);
    expect(await following(a)).toEqual([b.id, c.id]);
    expect(await following(c)).toEqual([]);
    expect((await follow(a, b.id, "DELETE")).json()).toEqual({ userId: b.id, following: false });
    expect(await following(a)).toEqual([c.id]);
  });

  it("follow: self 400, unknown 404, malformed 400, anonymous 401", async () => {
    const a = await env().signup();
    expect((await follow(a, a.id)).statusCode).toBe(400);
    expect((await follow(a, randomUUID())).statusCode).toBe(404);
    expect((await follow(a, "abc")).statusCode).toBe(400);
    expect((await env().request({ method: "PUT", url: `/api/users/${a.id}/follow` })).statusCode).toBe(401);
    expect((await env().request({ method: "GET", url: "/api/me/following" })).statusCode).toBe(401);
    expect((await env().request({ method: "GET", url: `/api/presence/last-seen?userIds=${a.id}` })).statusCode).toBe(
      401,
    );
  });

  it("can-call is true only when both follow each other and the callee has callsEnabled", async () => {
    const a = await env().signup();
    const b = await env().signup();
    expect((await canCall(a, b.id)).json()).toEqual({ canCall: false, reason: "not_mutual" });
    await follow(a, b.id);
    expect((await canCall(a, b.id)).json()).toEqual({ canCall: false, reason: "not_mutual" });
    await follow(b, a.id);
    expect((await canCall(a, b.id)).json()).toEqual({ canCall: true, reason: null });
    await env().request({
      method: "POST",
      url: "/api/me/calls-enabled",
      headers: b.headers,
      payload: { enabled: false },
    });
    expect((await canCall(a, b.id)).json()).toEqual({ canCall: false, reason: "calls_disabled" });
    expect((await canCall(b, a.id)).json()).toEqual({ canCall: true, reason: null });
    expect((await canCall(a, a.id)).statusCode).toBe(400);
    expect((await canCall(a, randomUUID())).statusCode).toBe(404);
  });

  it("last-seen is filtered server-side by follow relation and presenceVisible", async () => {
    const viewer = await env().signup();
    const followed = await env().signup();
    const hidden = await env().signup();
    const stranger = await env().signup();
    for (const user of [followed, hidden, stranger]) {
      await env().request({ method: "POST", url: "/api/me/last-seen", headers: user.headers });
    }
    await follow(viewer, followed.id);
    await follow(viewer, hidden.id);
    await env().request({
      method: "POST",
      url: "/api/me/presence-visibility",
      headers: hidden.headers,
      payload: { visible: false },
    });
    const res = await lastSeen(viewer, [followed.id, hidden.id, stranger.id, randomUUID()].join(","));
    expect(res.json()).toEqual({ users: [{ userId: followed.id, lastSeenAt: env().clock.now().toISOString() }] });
    expect((await lastSeen(viewer, "")).statusCode).toBe(400);
    expect((await lastSeen(viewer, "not-an-id")).statusCode).toBe(400);
    expect((await lastSeen(viewer, Array.from({ length: 201 }, () => randomUUID()).join(","))).statusCode).toBe(400);
  });
});
