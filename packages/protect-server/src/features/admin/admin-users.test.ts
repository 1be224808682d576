import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { adminCallers } from "../../../test/admin-callers.ts";
import { userRow } from "../../../test/db-counts.ts";
import { describeEachDb, TEST_START, type TestUser } from "../../../test/harness.ts";
import { adminAuditLog } from "../../db/schema/admin-console.ts";
import { sessions } from "../../db/schema/sessions.ts";

describeEachDb("admin users API", (env) => {
  const list = (headers: Record<string, string>, query = "") =>
    env().request({ method: "GET", url: `/api/admin/users${query}`, headers });
  const patch = (headers: Record<string, string>, id: string, payload: unknown) =>
    env().request({ method: "PATCH", url: `/api/admin/users/${id}`, headers, payload: payload as object });
  const remove = (headers: Record<string, string>, id: string) =>
    env().request({ method: "DELETE", url: `/api/admin/users/${id}`, headers });
  const audit = (action: string) => env().ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action));

  it("every user route: anonymous 401, user and account owner 403, admin without secret 403, admin with secret and console 2xx", async () => {
    const c = await adminCallers(env());
    const routes = [
      () => list(c.anonymous),
      () => patch(c.anonymous, c.user.id, { banned: false }),
      () => remove(c.anonymous, c.user.id),
    ];
    for (const route of routes) expect((await route()).statusCode).toBe(401);
    for (const headers of [c.userHeaders, c.adminWithoutSecret]) {
      expect((await list(headers)).statusCode).toBe(403);
      expect((await patch(headers, c.user.id, { banned: false })).statusCode).toBe(403);
      expect((await remove(headers, c.user.id)).statusCode).toBe(403);
    }
    for (const headers of [c.adminWithSecret, c.console]) {
      expect((await list(headers)).statusCode).toBe(200);
      expect((await patch(headers, c.user.id, { banned: false })).statusCode).toBe(200);
    }
    expect((await remove(c.console, c.user.id)).statusCode).toBe(204);
    expect((await remove(c.adminWithSecret, c.user.id)).statusCode).toBe(204);
  });

  it("lists newest first with a cursor, filters by q, plan and deleted, and audits what was shown", async () => {
    const c = await adminCallers(env());
    const made: TestUser[] = [];
    for (let i = 0; i < 5; i += 1) {
      env().clock.advance(1000);
      made.push(await env().signup({ email: `page-${i}@search.test`, nickname: `Pager${i}` }));
    }
    const first = await list(c.adminWithSecret, "?q=search.test&limit=2");
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as { users: { id: string; email: string }[]; nextCursor: string };
    expect(page1.users.map((u) => u.email)).toEqual(["page-4@search.test", "page-3@search.test"]);
    const second = (await list(c.adminWithSecret, `?q=search.test&limit=2&cursor=${page1.nextCursor}`)).json();
    expect(second.users.map((u: { email: string }) => u.email)).toEqual(["page-2@search.test", "page-1@search.test"]);
    const third = (await list(c.adminWithSecret, `?q=search.test&limit=2&cursor=${second.nextCursor}`)).json();
    expect(third).toMatchObject({ users: [{ email: "page-0@search.test" }], nextCursor: null });

    expect((await list(c.adminWithSecret, "?q=PAGER3")).json().users).toHaveLength(1);
    expect((await list(c.adminWithSecret, `?q=${made[1]?.id}`)).json().users[0].email).toBe("page-1@search.test");
    expect((await list(c.adminWithSecret, "?q=50%25")).json().users).toEqual([]);

    await patch(c.adminWithSecret, made[0]?.id ?? "", { plan: "free" });
    const free = (await list(c.adminWithSecret, "?plan=free")).json();
    expect(free.users.map((u: { id: string }) => u.id)).toEqual([made[0]?.id]);

    await remove(c.adminWithSecret, made[2]?.id ?? "");
    expect((await list(c.adminWithSecret, "?q=search.test")).json().users).toHaveLength(4);
    const withDeleted = (await list(c.adminWithSecret, "?includeDeleted=true")).json();
    expect(withDeleted.users.find((u: { id: string }) => u.id === made[2]?.id)).toMatchObject({
      email: null,
      deletedAt: expect.any(String),
    });

    const reads = await audit("user.list");
    expect(reads.length).toBeGreaterThanOrEqual(7);
    // The table has no order of its own (an erasure's update moves rows): find the first page's read.
    expect(reads).toContainEqual(
      expect.objectContaining({
        adminUserId: c.admin.id,
        details: expect.objectContaining({ q: "search.test", shown: [made[4]?.id, made[3]?.id] }),
      }),
    );
  });

  it("bad list queries answer 400", async () => {
    const c = await adminCallers(env());
    for (const query of [
      "?limit=0",
      "?limit=101",
      "?plan=gold",
      "?includeDeleted=yes",
      "?cursor=nonsense",
      `?q=${"x".repeat(81)}`,
    ]) {
      const res = await list(c.adminWithSecret, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe("invalid_input");
    }
  });

  it("PATCH bans with a reason, unbans, changes plan through reconciliation and sets the coach voice; audited with before and after", async () => {
    const c = await adminCallers(env());
    const banned = await patch(c.adminWithSecret, c.user.id, { banned: true, bannedReason: "Spam links" });
    expect(banned.statusCode).toBe(200);
    expect(banned.json()).toMatchObject({
      banned: true,
      bannedReason: "Spam links",
      bannedAt: TEST_START.toISOString(),
    });
    // A banned account is refused everywhere.
    expect((await env().request({ method: "GET", url: "/api/me", headers: c.user.headers })).statusCode).toBe(403);

    const unbanned = await patch(c.console, c.user.id, { banned: false });
    expect(unbanned.json()).toMatchObject({ banned: false, bannedReason: null, bannedAt: null });

    const voice = await patch(c.adminWithSecret, c.user.id, { coachVoiceId: "voice-7" });
    expect(voice.json()).toMatchObject({ coachVoiceId: "voice-7", plan: "legend" });
    const downgrade = await patch(c.adminWithSecret, c.user.id, { plan: "free" });
    expect(downgrade.json()).toMatchObject({ plan: "free" });
    expect((await userRow(env().ctx.db, c.user.id)).globalBlocklistGraceUntil).toEqual(
      new Date(TEST_START.getTime() + 14 * 86_400_000),
    );

    const entries = await audit("user.update");
    expect(entries).toHaveLength(4);
    expect(entries[0]).toMatchObject({
      adminUserId: c.admin.id,
      targetUserId: c.user.id,
      details: { before: { banned: false, bannedReason: null }, after: { banned: true, bannedReason: "Spam links" } },
    });
  });

  it("PATCH that changes nothing writes nothing: the row and its updatedAt stay as they were", async () => {
    const c = await adminCallers(env());
    const before = await userRow(env().ctx.db, c.user.id);
    env().clock.advance(60_000);
    const same = await patch(c.adminWithSecret, c.user.id, {
      plan: before.plan,
      banned: false,
      coachVoiceId: before.coachVoiceId,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(await userRow(env().ctx.db, c.user.id)).toEqual(before);

    const banned = await patch(c.adminWithSecret, c.user.id, { banned: true, bannedReason: "Spam" });
    const bannedRow = await userRow(env().ctx.db, c.user.id);
    expect(banned.json()).toMatchObject({ banned: true, bannedReason: "Spam" });
    env().clock.advance(60_000);
    await patch(c.console, c.user.id, { banned: true, bannedReason: "Spam" });
    expect(await userRow(env().ctx.db, c.user.id)).toEqual(bannedRow);
  });

  it("PATCH refuses bad input (400), unknown (404), deleted accounts, self-ban and a coach voice below legend (409)", async () => {
    const c = await adminCallers(env());
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ plan: "gold" }, 400],
      [{ banned: "yes" }, 400],
      [{ bannedReason: "x".repeat(201), banned: true }, 400],
      [{ bannedReason: "line\nbreak", banned: true }, 400],
      [{ bannedReason: "no ban" }, 400],
      [{ coachVoiceId: "has space" }, 400],
      [{ email: "new@example.test" }, 400],
      [{ plan: "pro", coachVoiceId: "voice-1" }, 409],
    ];
    for (const [payload, status] of cases) {
      const res = await patch(c.adminWithSecret, c.user.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
    }
    expect((await patch(c.adminWithSecret, "00000000-0000-4000-8000-000000000000", { banned: true })).statusCode).toBe(
      404,
    );
    expect((await patch(c.adminWithSecret, "not-a-uuid", { banned: true })).statusCode).toBe(400);
    expect((await patch(c.adminWithSecret, c.admin.id, { banned: true })).statusCode).toBe(409);
    await remove(c.adminWithSecret, c.user.id);
    expect((await patch(c.adminWithSecret, c.user.id, { banned: true })).statusCode).toBe(409);
    expect(await audit("user.update")).toEqual([]);
    expect((await userRow(env().ctx.db, c.user.id)).banned).toBe(false);
  });

  it("DELETE scrubs personal data, deletes sessions, is idempotent and audited; unknown ids 404, self 409", async () => {
    const c = await adminCallers(env());
    expect((await remove(c.adminWithSecret, c.user.id)).statusCode).toBe(204);
    const row = await userRow(env().ctx.db, c.user.id);
    expect(row).toMatchObject({ email: null, nickname: null, passwordHash: null, deletedAt: TEST_START });
    const live = await env()
      .ctx.db.select()
      .from(sessions)
      .where(and(eq(sessions.userId, c.user.id)));
    expect(live).toEqual([]);
    expect((await env().request({ method: "GET", url: "/api/me", headers: c.user.headers })).statusCode).toBe(401);
    env().clock.advance(5000);
    expect((await remove(c.adminWithSecret, c.user.id)).statusCode).toBe(204);
    expect((await userRow(env().ctx.db, c.user.id)).deletedAt).toEqual(TEST_START);
    expect((await audit("user.delete")).map((e) => e.details)).toEqual([
      { alreadyDeleted: false },
      { alreadyDeleted: true },
    ]);
    expect((await remove(c.adminWithSecret, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await remove(c.adminWithSecret, c.admin.id)).statusCode).toBe(409);
  });

  it("set-plan is audited", async () => {
    const c = await adminCallers(env());
    const res = await env().request({
      method: "POST",
      url: `/api/admin/users/${c.user.id}/plan`,
      headers: c.adminWithSecret,
      payload: { plan: "pro" },
    });
    expect(res.statusCode).toBe(200);
    expect(await audit("user.set_plan")).toMatchObject([{ targetUserId: c.user.id, details: { plan: "pro" } }]);
  });
});
