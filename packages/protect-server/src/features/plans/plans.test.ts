import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { userRow } from "../../../test/db-counts.ts";
import { describeEachDb, TEST_START, testSecrets } from "../../../test/harness.ts";
import { users } from "../../db/schema/users.ts";
import { planLimits } from "./limits.ts";
import type { PlanChange } from "./reconciliation.ts";

const GRACE = new Date(TEST_START.getTime() + 14 * 86_400_000).toISOString();
const seen: PlanChange[] = [];

describeEachDb(
  "plans: /api/me, change-preview and admin set-plan",
  (env) => {
    const setPlan = (headers: Record<string, string>, id: string, payload: object) =>
      env().request({ method: "POST", url: `/api/admin/users/${id}/plan`, headers, payload });
    const adminHeaders = (headers: Record<string, string>) => ({
      ...headers,
      "x-admin-secret": testSecrets.adminSecret,
    });

    it("GET /api/me shows the caller's plan and its limits", async () => {
      const owner = await env().signup();
      const res = await env().request({ method: "GET", url: "/api/me", headers: owner.headers });
      expect(res.json()).toEqual({
        userId: owner.id,
        plan: "legend",
        foundingMember: false,
        globalBlocklistGraceUntil: null,
        proTrialExpiresAt: null,
        planLimits: planLimits.legend,
      });
      expect((await env().request({ method: "GET", url: "/api/me" })).statusCode).toBe(401);
    });

    it("change-preview compares the caller's plan with ?to and rejects an unknown plan", async () => {
      const owner = await env().signup();
      const res = await env().request({
        method: "GET",
        url: "/api/plan/change-preview?to=free",
        headers: owner.headers,
      });
      expect(res.json()).toMatchObject({ from: "legend", to: "free", direction: "downgrade" });
      const bad = await env().request({
        method: "GET",
        url: "/api/plan/change-preview?to=gold",
        headers: owner.headers,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields[0].path).toBe("querystring.to");
      expect((await env().request({ method: "GET", url: "/api/plan/change-preview?to=free" })).statusCode).toBe(401);
    });

    it("admin set-plan to free sets a 14-day grace and runs the registered reconcilers", async () => {
      const owner = await env().signup();
      const admin = await env().admin();
      seen.length = 0;
      const res = await setPlan(adminHeaders(admin.headers), owner.id, { plan: "free" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        userId: owner.id,
        plan: "free",
        foundingMember: false,
        globalBlocklistGraceUntil: GRACE,
      });
      expect(seen).toEqual([
        expect.objectContaining({ userId: owner.id, from: "legend", to: "free", source: "admin" }),
      ]);
      const up = await setPlan(adminHeaders(admin.headers), owner.id, { plan: "pro" });
      expect(up.json()).toMatchObject({ plan: "pro", globalBlocklistGraceUntil: null });
    });

    it("founding members are exempt: no grace and no reconcilers on downgrade", async () => {
      const owner = await env().signup();
      const admin = await env().admin();
      seen.length = 0;
      const res = await setPlan(adminHeaders(admin.headers), owner.id, { plan: "free", foundingMember: true });
      expect(res.json()).toMatchObject({ plan: "free", foundingMember: true, globalBlocklistGraceUntil: null });
      expect(seen).toEqual([]);
      const preview = await env().request({
        method: "GET",
        url: "/api/plan/change-preview?to=free",
        headers: owner.headers,
      });
      expect(preview.json().direction).toBe("same");
    });

    it("set-plan answers 401 anonymous, 403 to the owner and other users, 403 without the admin secret", async () => {
      const owner = await env().signup();
      const other = await env().signup();
      const admin = await env().admin();
      expect((await setPlan({}, owner.id, { plan: "free" })).statusCode).toBe(401);
      for (const user of [owner, other]) {
        const res = await setPlan(adminHeaders(user.headers), owner.id, { plan: "free" });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: "forbidden" });
      }
      expect((await setPlan(admin.headers, owner.id, { plan: "free" })).statusCode).toBe(403);
      expect(
        (await setPlan({ ...admin.headers, "x-admin-secret": "wrong" }, owner.id, { plan: "free" })).statusCode,
      ).toBe(403);
      expect((await userRow(env().ctx.db, owner.id)).plan).toBe("legend");
    });

    it("set-plan with bad input answers 400 or 404 and changes nothing", async () => {
      const owner = await env().signup();
      const admin = await env().admin();
      expect((await setPlan(adminHeaders(admin.headers), owner.id, { plan: "gold" })).statusCode).toBe(400);
      expect((await setPlan(adminHeaders(admin.headers), "not-a-uuid", { plan: "free" })).statusCode).toBe(400);
      const missing = await setPlan(adminHeaders(admin.headers), "00000000-0000-4000-8000-000000000000", {
        plan: "free",
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: "not_found" });
      expect((await userRow(env().ctx.db, owner.id)).plan).toBe("legend");
    });

    it("a failing reconciler rolls the whole plan change back", async () => {
      const owner = await env().signup();
      const admin = await env().admin();
      await env().ctx.db.update(users).set({ nickname: "fail-reconcile" }).where(eq(users.id, owner.id));
      const res = await setPlan(adminHeaders(admin.headers), owner.id, { plan: "free" });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: "internal", message: "Internal server error" });
      const row = await userRow(env().ctx.db, owner.id);
      expect(row).toMatchObject({ plan: "legend", globalBlocklistGraceUntil: null });
    });
  },
  {
    planReconcilers: [
      {
        name: "recorder",
        async reconcile(tx, change) {
          const [row] = await tx.select().from(users).where(eq(users.id, change.userId));
          if (row?.nickname === "fail-reconcile") throw new Error("reconciler failed with secret detail");
          seen.push(change);
        },
      },
    ],
  },
);
