import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDb } from "../../../test/harness.ts";
import { pushTokens } from "../../db/schema/push-tokens.ts";

describeEachDb("push tokens", (env) => {
  const rows = () => env().ctx.db.select().from(pushTokens);
  const register = (headers: Record<string, string>, token = "fcm-token-123456") =>
    env().request({
      method: "POST",
      url: "/api/users/me/push-token",
      headers,
      payload: { token, platform: "android" },
    });

  it("POST upserts the token for the caller; a second POST keeps one row", async () => {
    const owner = await env().signup();
    expect((await register(owner.headers)).json()).toEqual({
      token: "fcm-token-123456",
      platform: "android",
      enabled: true,
    });
    await register(owner.headers);
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]?.userId).toBe(owner.id);
  });

  it("DELETE disables the owner's token and keeps the row", async () => {
    const owner = await env().signup();
    await register(owner.headers);
    const res = await env().request({
      method: "DELETE",
      url: "/api/users/me/push-token",
      headers: owner.headers,
      payload: { token: "fcm-token-123456" },
    });
    expect(res.json()).toEqual({ token: "fcm-token-123456", enabled: false });
    expect((await rows())[0]?.enabled).toBe(false);
  });

  it("another user cannot disable someone else's token (404) and anonymous gets 401", async () => {
    const owner = await env().signup();
    const other = await env().signup();
    const admin = await env().admin();
    await register(owner.headers);
    for (const user of [other, admin]) {
      const res = await env().request({
        method: "DELETE",
        url: "/api/users/me/push-token",
        headers: user.headers,
        payload: { token: "fcm-token-123456" },
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await register({})).statusCode).toBe(401);
    const [row] = await env().ctx.db.select().from(pushTokens).where(eq(pushTokens.userId, owner.id));
    expect(row?.enabled).toBe(true);
  });

  it("a token registered by another account moves to the caller (the device changed hands)", async () => {
    const before = await env().signup();
    const after = await env().signup();
    await register(before.headers);
    await register(after.headers);
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]?.userId).toBe(after.id);
  });

  it("bad input answers 400 and writes nothing", async () => {
    const owner = await env().signup();
    const res = await env().request({
      method: "POST",
      url: "/api/users/me/push-token",
      headers: owner.headers,
      payload: { token: "fcm-token-123456", platform: "symbian" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].path).toBe("body.platform");
    expect(await rows()).toHaveLength(0);
  });
});
