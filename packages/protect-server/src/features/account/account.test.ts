import { expect, it } from "vitest";
import { countSessions, userRow } from "../../../test/db-counts.ts";
import { describeEachDb, TEST_START } from "../../../test/harness.ts";

describeEachDb("account deletion (DELETE /api/me)", (env) => {
  const del = (headers: Record<string, string>, password?: string) =>
    env().request({ method: "DELETE", url: "/api/me", headers, payload: password === undefined ? {} : { password } });

  it("the owner deletes the account: soft delete, personal data scrubbed, sessions deleted", async () => {
    const owner = await env().signup({ nickname: "Tom" });
    await env().request({
      method: "PATCH",
      url: "/api/profile/me/demographics",
      headers: owner.headers,
      payload: { city: "Kiel", gender: "male" },
    });
    await env().request({
      method: "POST",
      url: "/api/users/me/push-token",
      headers: owner.headers,
      payload: { token: "push-token-abc", platform: "ios" },
    });
    const res = await del(owner.headers, owner.password);
    expect(res.statusCode).toBe(204);
    const row = await userRow(env().ctx.db, owner.id);
    expect(row).toMatchObject({
      deletedAt: TEST_START,
      email: null,
      passwordHash: null,
      nickname: null,
      city: null,
      gender: null,
    });
    expect((await env().request({ method: "GET", url: "/api/auth/me", headers: owner.headers })).statusCode).toBe(401);
    expect(await countSessions(env().ctx.db, owner.id)).toBe(0);
    const relogin = await env().request({
      method: "POST",
      url: "/api/auth/login",
      headers: { "x-device-id": "d" },
      payload: { email: owner.email, password: owner.password },
    });
    expect(relogin.statusCode).toBe(401);
    const again = await env().signup({ email: owner.email });
    expect(again.id).not.toBe(owner.id);
  });

  it("a wrong password answers 403 and a missing one 400; nothing is deleted", async () => {
    const owner = await env().signup();
    expect((await del(owner.headers, "wrong password")).statusCode).toBe(403);
    expect((await del(owner.headers)).statusCode).toBe(400);
    expect((await userRow(env().ctx.db, owner.id)).deletedAt).toBeNull();
  });

  it("anonymous gets 401; another user or an admin deleting deletes only their own account", async () => {
    const owner = await env().signup();
    const other = await env().signup();
    const admin = await env().admin();
    expect((await del({}, owner.password)).statusCode).toBe(401);
    expect((await del(other.headers, other.password)).statusCode).toBe(204);
    expect((await del(admin.headers, admin.password)).statusCode).toBe(204);
    expect((await userRow(env().ctx.db, other.id)).deletedAt).not.toBeNull();
    expect((await userRow(env().ctx.db, admin.id)).deletedAt).not.toBeNull();
    expect((await userRow(env().ctx.db, owner.id)).deletedAt).toBeNull();
    expect((await env().request({ method: "GET", url: "/api/auth/me", headers: owner.headers })).statusCode).toBe(200);
  });
});
