import { expect, it } from "vitest";
import { describeEachDb, type TestUser } from "../../../test/harness.ts";

describeEachDb("curated-domain routes", (env) => {
  const call = (method: "GET" | "POST" | "PATCH", url: string, user?: TestUser, payload?: object) =>
    env().request({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

  it("suggest creates a suggested row once; admin approval puts it on its country's web-content list", async () => {
    const user = await env().signup();
    const admin = await env().admin();
    const first = await call("POST", "/api/curated-domains/suggest", user, { country: "at", domain: "Wetten.Example" });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      country: "AT",
      domain: "wetten.example",
      status: "suggested",
      suggestedByUserId: user.id,
    });
    expect(
      (await call("POST", "/api/curated-domains/suggest", user, { country: "AT", domain: "wetten.example" }))
        .statusCode,
    ).toBe(200);
    const before = (await call("GET", "/api/protection/webcontent-domains?country=AT", user)).json().domains;
    expect(before).not.toContain("wetten.example");

    const suggested = (await call("GET", "/api/admin/curated-domains?status=suggested", admin)).json().domains;
    expect(suggested.map((row: { domain: string }) => row.domain)).toEqual(["wetten.example"]);
    const patched = await call("PATCH", `/api/admin/curated-domains/${first.json().id}`, admin, { status: "approved" });
    expect(patched.json()).toMatchObject({ status: "approved" });
    expect((await call("GET", "/api/protection/webcontent-domains?country=AT", user)).json().domains).toContain(
      "wetten.example",
    );
    expect((await call("GET", "/api/protection/webcontent-domains?country=DE", user)).json().domains).not.toContain(
      "wetten.example",
    );
    const atApproved = (await call("GET", "/api/admin/curated-domains?status=approved&country=AT", admin)).json()
      .domains;
    expect(atApproved.map((row: { domain: string }) => row.domain)).toContain("wetten.example");
  });

  it("authz: suggest needs a user; the admin list and patch need an admin", async () => {
    const user = await env().signup();
    expect(
      (await call("POST", "/api/curated-domains/suggest", undefined, { country: "DE", domain: "x.example" }))
        .statusCode,
    ).toBe(401);
    expect((await call("GET", "/api/admin/curated-domains")).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/curated-domains", user)).statusCode).toBe(403);
    const id = (await call("POST", "/api/curated-domains/suggest", user, { country: "DE", domain: "x.example" })).json()
      .id;
    expect((await call("PATCH", `/api/admin/curated-domains/${id}`, user, { status: "approved" })).statusCode).toBe(
      403,
    );
    expect(
      (await call("PATCH", `/api/admin/curated-domains/${id}`, undefined, { status: "approved" })).statusCode,
    ).toBe(401);
    expect((await call("GET", "/api/protection/webcontent-domains?country=DE", user)).json().domains).not.toContain(
      "x.example",
    );
  });

  it("bad input answers 400; an unknown id 404", async () => {
    const user = await env().signup();
    const admin = await env().admin();
    for (const payload of [
      { country: "Deutschland", domain: "x.example" },
      { country: "D1", domain: "x.example" },
      { country: "DE", domain: "10.0.0.1" },
      { country: "DE" },
    ]) {
      expect(
        (await call("POST", "/api/curated-domains/suggest", user, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
    expect(
      (
        await call("PATCH", "/api/admin/curated-domains/00000000-0000-4000-8000-000000000000", admin, {
          status: "approved",
        })
      ).statusCode,
    ).toBe(404);
    const id = (await call("POST", "/api/curated-domains/suggest", user, { country: "DE", domain: "y.example" })).json()
      .id;
    expect((await call("PATCH", `/api/admin/curated-domains/${id}`, admin, { status: "rejected" })).statusCode).toBe(
      400,
    );
    expect((await call("GET", "/api/admin/curated-domains?status=other", admin)).statusCode).toBe(400);
  });
});
