import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDb } from "../../../test/harness.ts";
import { pushTokens } from "../../db/schema/push-tokens.ts";

describeEachDb("push tokens", (env) => {
  const rows = () => env().ctx.db.select().from(pushTokens);
  const webToken = (endpoint: string) =>
    JSON.stringify({ endpoint, keys: { p256dh: "BPub-key_1", auth: "auth-secret" } });
  const registerWeb = (headers: Record<string, string>, token: string) =>
    env().request({ method: "POST", url: "/api/users/me/push-token", headers, payload: { token, platform: "web" } });
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

  it("a web subscription registers when its endpoint is https on a public host name", async () => {
    const owner = await env().signup();
    const token = webToken("https://fcm.googleapis.com/fcm/send/abc123");
    const res = await registerWeb(owner.headers, token);
    expect(res.json()).toEqual({ token, platform: "web", enabled: true });
  });

  it("a web subscription aimed at an IP literal, plain http, user info, another port or a local name is refused with 400 invalid_push_endpoint", async () => {
    const owner = await env().signup();
    const refused: [string, string][] = [
      ["http://push.example.com/x", "not_https"],
      ["https://127.0.0.1/x", "ip_literal"],
      ["https://169.254.169.254/latest/meta-data", "ip_literal"],
      ["https://[::1]/x", "ip_literal"],
      ["https://[fd00::1]/x", "ip_literal"],
      ["https://[::ffff:127.0.0.1]/x", "ip_literal"],
      ["https://2130706433/x", "ip_literal"],
      ["https://0x7f.1/x", "ip_literal"],
      ["https://user:pass@push.example.com/x", "userinfo"],
      ["https://user@push.example.com/x", "userinfo"],
      ["https://push.example.com:8443/x", "port"],
      ["https://localhost/x", "local_name"],
      ["https://metadata/computeMetadata/v1", "local_name"],
      ["https://api.localhost./x", "local_name"],
    ];
    for (const [endpoint, reason] of refused) {
      const res = await registerWeb(owner.headers, webToken(endpoint));
      expect({ endpoint, status: res.statusCode, body: res.json() }).toMatchObject({
        endpoint,
        status: 400,
        body: { error: "invalid_push_endpoint", reason },
      });
    }
    for (const token of ["not-json-at-all", JSON.stringify({ endpoint: "https://push.example.com/x" })]) {
      const res = await registerWeb(owner.headers, token);
      expect(res.json()).toMatchObject({ error: "invalid_push_endpoint", reason: "malformed" });
    }
    const long = await registerWeb(owner.headers, webToken(`https://push.example.com/${"a".repeat(1100)}`));
    expect(long.statusCode).toBe(400);
    expect(await rows()).toHaveLength(0);
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
