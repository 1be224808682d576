import { expect, it } from "vitest";
import { describeEachDb } from "../../../test/harness.ts";

describeEachDb("admin guard", (env) => {
  const verify = (headers: Record<string, string>) =>
    env().request({ method: "GET", url: "/api/admin/verify-admin", headers });

  it("verify-admin answers 401 without credentials", async () => {
    const res = await verify({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: "unauthorized" });
  });

  it("verify-admin tells a regular user they are not an admin", async () => {
    const user = await env().signup();
    expect((await verify(user.headers)).json()).toEqual({ isAdmin: false, userId: user.id, email: user.email });
  });

  it("verify-admin confirms an admin listed in AdminUser", async () => {
    const admin = await env().admin();
    expect((await verify(admin.headers)).json()).toEqual({ isAdmin: true, userId: admin.id, email: admin.email });
  });
});
