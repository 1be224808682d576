import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { adminCallers } from "../../../test/admin-callers.ts";
import { describeEachDb, TEST_START } from "../../../test/harness.ts";
import { adminAuditLog } from "../../db/schema/admin-console.ts";

describeEachDb("admin DiGA codes", (env) => {
  const create = (headers: Record<string, string>, payload: unknown) =>
    env().request({ method: "POST", url: "/api/admin/diga-codes", headers, payload: payload as object });
  const list = (headers: Record<string, string>, query = "") =>
    env().request({ method: "GET", url: `/api/admin/diga-codes${query}`, headers });
  const expire = (headers: Record<string, string>, payload: unknown) =>
    env().request({ method: "POST", url: "/api/admin/diga-codes/expire", headers, payload: payload as object });
  const exportCsv = (headers: Record<string, string>, label: string) =>
    env().request({ method: "GET", url: `/api/admin/diga-codes/export?label=${encodeURIComponent(label)}`, headers });
  const redeem = (headers: Record<string, string>, code: string) =>
    env().request({ method: "POST", url: "/api/onboarding/redeem-diga-code", headers, payload: { code } });

  it("authz: anonymous 401, a user 403, an admin (bearer or console) allowed; every route", async () => {
    const c = await adminCallers(env());
    const calls = [
      (h: Record<string, string>) => create(h, { count: 1, label: "authz" }),
      (h: Record<string, string>) => list(h),
      (h: Record<string, string>) => env().request({ method: "GET", url: "/api/admin/diga-codes/labels", headers: h }),
      (h: Record<string, string>) => expire(h, { label: "authz" }),
      (h: Record<string, string>) => exportCsv(h, "authz"),
    ];
    for (const call of calls) {
      expect((await call(c.anonymous)).statusCode).toBe(401);
      expect((await call(c.userHeaders)).statusCode).toBe(403);
    }
    for (const headers of [c.adminWithoutSecret, c.console]) {
      for (const call of calls) expect((await call(headers)).statusCode).toBeLessThan(300);
    }
  });

  it("creates a labelled batch with notes that users can redeem, lists it and summarises labels", async () => {
    const c = await adminCallers(env());
    const res = await create(c.console, {
      count: 3,
      plan: "pro",
      label: "clinic-7",
      notes: "For Dr. Example",
      expiresAt: "2026-12-31T00:00:00Z",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { codes: string[] };
    expect(body).toMatchObject({ label: "clinic-7", plan: "pro", expiresAt: "2026-12-31T00:00:00.000Z" });
    expect(body.codes).toHaveLength(3);
    for (const code of body.codes) expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // Redeemed; the plan it ends on follows the plan-grant rules (a code never lowers a plan).
    const redeemed = await redeem(c.user.headers, body.codes[0] ?? "");
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(["pro", "legend"]).toContain(redeemed.json().plan);

    const listed = (await list(c.adminWithoutSecret, "?label=clinic-7")).json();
    expect(listed.codes).toHaveLength(3);
    expect(listed.codes.find((code: { code: string }) => code.code === body.codes[0])).toMatchObject({
      status: "used",
      notes: "For Dr. Example",
      grantsPlan: "pro",
      usedAt: TEST_START.toISOString(),
    });
    expect((await list(c.console, "?status=used")).json().codes).toHaveLength(1);
    expect((await list(c.console, "?status=unused")).json().codes).toHaveLength(2);

    const labels = (
      await env().request({ method: "GET", url: "/api/admin/diga-codes/labels", headers: c.console })
    ).json();
    expect(labels.labels).toEqual([
      { label: "clinic-7", total: 3, used: 1, expired: 0, firstCreatedAt: TEST_START.toISOString() },
    ]);
  });

  it("pages with a cursor", async () => {
    const c = await adminCallers(env());
    for (let i = 0; i < 3; i += 1) {
      env().clock.advance(1000);
      await create(c.console, { count: 2, label: "paged" });
    }
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(c.console, `?label=paged&limit=4${cursor ? `&cursor=${cursor}` : ""}`);
      const page = res.json() as { codes: { id: string }[]; nextCursor: string | null };
      for (const code of page.codes) seen.add(code.id);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen.size).toBe(6);
  });

  it("expire by label or ids ends unused codes now; used ones stay redeemed; expired codes answer 400 expired", async () => {
    const c = await adminCallers(env());
    const { codes } = (await create(c.console, { count: 3, label: "to-expire" })).json() as { codes: string[] };
    await redeem(c.user.headers, codes[0] ?? "");
    const res = await expire(c.console, { label: "to-expire" });
    expect(res.json()).toEqual({ expired: 2 });
    expect((await expire(c.console, { label: "to-expire" })).json()).toEqual({ expired: 0 });
    const other = await env().signup();
    expect((await redeem(other.headers, codes[1] ?? "")).json()).toMatchObject({ error: "expired" });
    expect((await list(c.console, "?label=to-expire&status=expired")).json().codes).toHaveLength(2);

    const batch = (await create(c.console, { count: 2, label: "by-id" })).json() as { codes: string[] };
    const rows = (await list(c.console, "?label=by-id")).json().codes as { id: string; code: string }[];
    const first = rows.find((row) => row.code === batch.codes[0]);
    expect((await expire(c.console, { ids: [first?.id] })).json()).toEqual({ expired: 1 });
    expect((await redeem(other.headers, batch.codes[1] ?? "")).statusCode).toBe(200);
  });

  it("downloads a label as CSV with formula-safe cells", async () => {
    const c = await adminCallers(env());
    const { codes } = (await create(c.console, { count: 2, label: "=cmd", notes: 'say "hi"' })).json() as {
      codes: string[];
    };
    const res = await exportCsv(c.console, "=cmd");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="diga-codes-_cmd.csv"');
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("code,plan,label,notes,expiresAt,usedAt,createdAt,status");
    expect(
      lines
        .slice(1)
        .map((line) => line.split(",")[0]?.replaceAll('"', ""))
        .sort(),
    ).toEqual([...codes].sort());
    expect(lines[1]).toContain(`"legend","'=cmd","say ""hi""","",""`);
    expect((await exportCsv(c.console, "missing")).statusCode).toBe(404);
  });

  it("bad input answers 400 and creates nothing", async () => {
    const c = await adminCallers(env());
    const bad: unknown[] = [
      { count: 0, label: "x" },
      { count: 1001, label: "x" },
      { count: 1 },
      { count: 1, label: "" },
      { count: 1, label: "x".repeat(61) },
      { count: 1, label: "a\u0007b" },
      { count: 1, label: "x", plan: "gold" },
      { count: 1, label: "x", expiresAt: "tomorrow" },
      { count: 1, label: "x", expiresAt: "2026-01-01T00:00:00Z" },
      { count: 1, label: "x", notes: "n".repeat(501) },
      { count: 1, label: "x", extra: true },
    ];
    for (const payload of bad) expect((await create(c.console, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect((await list(c.console)).json().codes).toEqual([]);
    for (const payload of [{}, { ids: [] }, { ids: ["nope"] }, { label: "x", ids: [] }]) {
      expect((await expire(c.console, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const query of ["?status=lost", "?limit=0", "?cursor=zz"])
      expect((await list(c.console, query)).statusCode).toBe(400);
  });

  it("every DiGA admin action is audited", async () => {
    const c = await adminCallers(env());
    await create(c.console, { count: 2, label: "audited" });
    await list(c.console);
    await expire(c.console, { label: "audited" });
    await exportCsv(c.console, "audited");
    const entries = await env().ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.adminUserId, c.admin.id));
    expect(entries.map((e) => e.action).filter((a) => a.startsWith("diga."))).toEqual([
      "diga.create",
      "diga.list",
      "diga.expire",
      "diga.export",
    ]);
  });
});
