import { expect, it } from "vitest";
import { adminCallers } from "../../../test/admin-callers.ts";
import { describeEachDb } from "../../../test/harness.ts";
import { recordAudit } from "./service.ts";

const MINUTE = 60_000;

interface Entry {
  id: string;
  adminUserId: string;
  adminEmail: string | null;
  action: string;
  targetUserId: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

describeEachDb("admin audit log API", (env) => {
  const read = (headers: Record<string, string>, query = "") =>
    env().request({ method: "GET", url: `/api/admin/audit-log${query}`, headers });
  const entries = async (headers: Record<string, string>, query = "") => {
    const res = await read(headers, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { entries: Entry[]; nextCursor: string | null };
  };
  /** Five entries a minute apart: two admins, two targets, three actions. */
  const seed = async (admin: string, other: string, target: string) => {
    const rows = [
      { adminUserId: admin, action: "user.update", targetUserId: target },
      { adminUserId: other, action: "user.update", targetUserId: null },
      { adminUserId: admin, action: "user.delete", targetUserId: target },
      { adminUserId: other, action: "diga.create", targetUserId: null },
      { adminUserId: admin, action: "user.update", targetUserId: target },
    ];
    const times: string[] = [];
    for (const row of rows) {
      env().clock.advance(MINUTE);
      times.push(env().clock.now().toISOString());
      await recordAudit(env().ctx.db, { ...row, details: { n: times.length } }, env().clock.now());
    }
    env().clock.advance(MINUTE);
    return times;
  };

  it("authz: anonymous 401, a user and an admin without x-admin-secret 403, admin with secret and console 200", async () => {
    const c = await adminCallers(env());
    expect((await read(c.anonymous)).statusCode).toBe(401);
    for (const headers of [c.userHeaders, c.adminWithoutSecret]) {
      const res = await read(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: "forbidden" });
    }
    expect((await read(c.adminWithSecret)).statusCode).toBe(200);
    expect((await read(c.console)).statusCode).toBe(200);
  });

  it("pages newest first with a cursor and each read is audited after it, never listing itself", async () => {
    const c = await adminCallers(env());
    const other = await env().admin();
    const times = await seed(c.admin.id, other.id, c.user.id);
    const from = `?from=${encodeURIComponent(times[0] ?? "")}`;
    const first = await entries(c.adminWithSecret, `${from}&limit=2`);
    expect(first.entries.map((e) => e.details.n)).toEqual([5, 4]);
    expect(first.entries[0]).toMatchObject({
      adminUserId: c.admin.id,
      adminEmail: c.admin.email,
      action: "user.update",
      targetUserId: c.user.id,
      createdAt: times[4],
    });
    expect(first.nextCursor).toEqual(expect.any(String));
    env().clock.advance(1000);
    const second = await entries(c.adminWithSecret, `${from}&limit=2&cursor=${first.nextCursor}`);
    expect(second.entries.map((e) => e.details.n)).toEqual([3, 2]);
    env().clock.advance(1000);
    const third = await entries(c.adminWithSecret, `${from}&limit=2&cursor=${second.nextCursor}`);
    // The reads are newer than the seeded rows: the cursor keeps them off the older pages.
    expect(third.entries.map((e) => e.details.n)).toEqual([1]);
    expect(third.nextCursor).toBeNull();
    const reads = await entries(c.adminWithSecret, "?action=audit_log.read");
    expect(reads.entries).toHaveLength(3);
    expect(reads.entries[2]).toMatchObject({
      adminUserId: c.admin.id,
      details: { from: times[0], shown: 2, cursor: null, action: null },
    });
  });

  it("filters by target, actor, action and a time window (from inclusive, to exclusive), combined", async () => {
    const c = await adminCallers(env());
    const other = await env().admin();
    const times = await seed(c.admin.id, other.id, c.user.id);
    const ns = async (query: string) => (await entries(c.adminWithSecret, query)).entries.map((e) => e.details.n);
    const window = `from=${encodeURIComponent(times[0] ?? "")}&to=${encodeURIComponent(times[4] ?? "")}`;
    expect(await ns(`?targetUserId=${c.user.id}&action=user.update`)).toEqual([5, 1]);
    expect(await ns(`?actor=${other.id}`)).toEqual([4, 2]);
    expect(await ns(`?action=user.update&${window}`)).toEqual([2, 1]);
    expect(await ns(`?from=${encodeURIComponent(times[2] ?? "")}&to=${encodeURIComponent(times[3] ?? "")}`)).toEqual([
      3,
    ]);
    expect(await ns(`?actor=${c.admin.id}&targetUserId=${c.user.id}&action=user.delete`)).toEqual([3]);
    expect(await ns(`?targetUserId=${other.id}`)).toEqual([]);
  });

  it("bad input answers 400 with the field and writes nothing", async () => {
    const c = await adminCallers(env());
    for (const [query, field] of [
      ["?targetUserId=not-a-uuid", "querystring.targetUserId"],
      ["?actor=1", "querystring.actor"],
      ["?from=yesterday", "querystring.from"],
      ["?to=2026-13-01T00:00:00Z", "querystring.to"],
      ["?from=2026-06-02T00:00:00Z&to=2026-06-01T00:00:00Z", "querystring.to"],
      ["?limit=0", "querystring.limit"],
      ["?limit=101", "querystring.limit"],
      ["?cursor=bm9wZQ", "querystring.cursor"],
      [`?action=${"a".repeat(65)}`, "querystring.action"],
      ["?action=a%00b", "querystring.action"],
    ] as const) {
      const res = await read(c.adminWithSecret, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields?.[0]?.path, query).toBe(field);
    }
    expect((await entries(c.adminWithSecret, "?action=audit_log.read")).entries).toEqual([]);
  });
});
