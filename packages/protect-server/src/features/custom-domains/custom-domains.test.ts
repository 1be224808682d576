import { expect, it } from "vitest";
import { describeEachDb, type TestUser } from "../../../test/harness.ts";

describeEachDb("custom-domain routes", (env, kind) => {
  const add = (user: TestUser | undefined, payload: object) =>
    env().request({ method: "POST", url: "/api/custom-domains", headers: user?.headers ?? {}, payload });
  const list = (user: TestUser) => env().request({ method: "GET", url: "/api/custom-domains", headers: user.headers });
  const toFree = async (userId: string) => {
    const admin = await env().admin();
    await env().request({
      method: "POST",
      url: `/api/admin/users/${userId}/plan`,
      headers: { ...admin.headers, "x-admin-secret": "a".repeat(40) },
      payload: { plan: "free" },
    });
  };

  it("anonymous callers get 401 on every route", async () => {
    expect((await add(undefined, { domain: "a.example" })).statusCode).toBe(401);
    expect((await env().request({ method: "GET", url: "/api/custom-domains" })).statusCode).toBe(401);
    const del = await env().request({
      method: "DELETE",
      url: "/api/custom-domains/00000000-0000-4000-8000-000000000000",
    });
    expect(del.statusCode).toBe(401);
  });

  it("adds a normalised domain once; the same domain again answers 200 with the same row", async () => {
    const owner = await env().signup();
    const first = await add(owner, { domain: " Bücher.Example. " });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ domain: "xn--bcher-kva.example", type: "web" });
    const again = await add(owner, { domain: "xn--bcher-kva.example" });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const mail = await add(owner, { domain: "xn--bcher-kva.example", type: "mail_domain" });
    expect(mail.statusCode).toBe(201);
    expect((await list(owner)).json()).toMatchObject({ used: 2, limit: null });
  });

  it.each([
    ["10.0.0.1"],
    ["*.casino.example"],
    [`${"x".repeat(64)}.example`],
    ["co.uk"],
    ["localhost"],
    ["https://casino.example/"],
    [""],
    [42],
  ])("refuses %j with 400 and writes nothing", async (domain) => {
    const owner = await env().signup();
    const res = await add(owner, { domain });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "invalid_input", fields: [{ path: "body.domain" }] });
    expect((await list(owner)).json().domains).toEqual([]);
  });

  it("a bad type answers 400", async () => {
    const owner = await env().signup();
    expect((await add(owner, { domain: "a.example", type: "dns" })).statusCode).toBe(400);
  });

  it("free accounts stop at 10 with plan_limit; domains kept from a bigger plan stay after a downgrade", async () => {
    const owner = await env().signup();
    for (let i = 0; i < 12; i += 1) expect((await add(owner, { domain: `d${i}.example` })).statusCode).toBe(201);
    await toFree(owner.id);
    expect((await list(owner)).json()).toMatchObject({ used: 12, limit: 10 });
    const refused = await add(owner, { domain: "new.example" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: "plan_limit", resource: "customDomains", current: 12, limit: 10 });
    expect((await list(owner)).json().domains).toHaveLength(12);
  });

  it("concurrent adds at the cap let exactly one through", async () => {
    const owner = await env().signup();
    await toFree(owner.id);
    for (let i = 0; i < 9; i += 1) await add(owner, { domain: `d${i}.example` });
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => add(owner, { domain: `race${i}.example` })));
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 403, 403, 403, 403]);
    expect((await list(owner)).json().used).toBe(10);
    expect(kind).toMatch(/pglite|postgres/);
  });

  it("delete removes the owner's row; another user or an admin gets 404 and the row stays", async () => {
    const owner = await env().signup();
    const other = await env().signup();
    const admin = await env().admin();
    const id = (await add(owner, { domain: "gone.example" })).json().id;
    for (const intruder of [other, admin]) {
      const res = await env().request({
        method: "DELETE",
        url: `/api/custom-domains/${id}`,
        headers: intruder.headers,
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await list(owner)).json().domains).toHaveLength(1);
    expect((await list(other)).json().domains).toHaveLength(0);
    const del = await env().request({ method: "DELETE", url: `/api/custom-domains/${id}`, headers: owner.headers });
    expect(del.statusCode).toBe(204);
    expect((await list(owner)).json().domains).toHaveLength(0);
    const badId = await env().request({
      method: "DELETE",
      url: "/api/custom-domains/not-a-uuid",
      headers: owner.headers,
    });
    expect(badId.statusCode).toBe(400);
  });
});
