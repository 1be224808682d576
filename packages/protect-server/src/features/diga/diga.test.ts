import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { userRow } from "../../../test/db-counts.ts";
import { describeEachDb, TEST_START } from "../../../test/harness.ts";
import { digaCodes } from "../../db/schema/diga-codes.ts";
import { createDigaCodes } from "./service.ts";

describeEachDb(
  "DiGA code redemption",
  (env) => {
    const redeem = (headers: Record<string, string>, code: unknown) =>
      env().request({ method: "POST", url: "/api/onboarding/redeem-diga-code", headers, payload: { code } });
    const newCode = async (options: { plan?: "free" | "pro" | "legend"; expiresAt?: Date | null } = {}) => {
      const [code] = await createDigaCodes(env().ctx.db, {
        count: 1,
        plan: options.plan ?? "legend",
        expiresAt: options.expiresAt ?? null,
        label: "test",
        now: env().clock.now(),
      });
      if (!code) throw new Error("no code");
      return code;
    };

    it("redeeming sets the code's plan, finishes onboarding and marks the code used", async () => {
      const owner = await env().signup();
      await env().setPlan(owner.id, "free");
      const code = await newCode({ plan: "pro" });
      const res = await redeem(owner.headers, code.toLowerCase().replaceAll("-", " "));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        plan: "pro",
        onboardingStep: "done",
        digaCodeRedeemedAt: TEST_START.toISOString(),
      });
      const [row] = await env()
        .ctx.db.select()
        .from(digaCodes)
        .where(eq(digaCodes.code, code.replaceAll("-", "")));
      expect(row).toMatchObject({ usedByProfileId: owner.id, usedAt: TEST_START });
    });

    it("a code never lowers a plan: legend redeeming a pro code stays legend, and keeps pro once legend ends", async () => {
      const owner = await env().signup();
      const res = await redeem(owner.headers, await newCode({ plan: "pro" }));
      expect(res.json()).toMatchObject({ plan: "legend", onboardingStep: "done" });
      await env().setPlan(owner.id, "free");
      expect((await env().request({ method: "GET", url: "/api/me", headers: owner.headers })).json().plan).toBe("pro");
    });

    it("a used code answers 400 already_used to everyone, the first redeemer included", async () => {
      const owner = await env().signup();
      const other = await env().signup();
      const code = await newCode();
      await redeem(owner.headers, code);
      for (const user of [owner, other]) {
        const res = await redeem(user.headers, code);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: "already_used", message: expect.any(String) });
      }
      expect((await userRow(env().ctx.db, other.id)).onboardingStep).toBe("welcome");
    });

    it("unknown, expired and malformed codes answer 400 not_found, expired, invalid_input and write nothing", async () => {
      const owner = await env().signup();
      const expired = await newCode({ expiresAt: new Date(TEST_START.getTime() - 1) });
      const cases: [unknown, string][] = [
        ["ZZZZ-ZZZZ-ZZZZ", "not_found"],
        [expired, "expired"],
        ["!!", "invalid_input"],
        [42, "invalid_input"],
      ];
      for (const [code, error] of cases) {
        const res = await redeem(owner.headers, code);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe(error);
      }
      const row = await userRow(env().ctx.db, owner.id);
      expect(row).toMatchObject({ onboardingStep: "welcome", digaCodeRedeemedAt: null });
      const [code] = await env()
        .ctx.db.select()
        .from(digaCodes)
        .where(eq(digaCodes.code, expired.replaceAll("-", "")));
      expect(code?.usedAt).toBeNull();
    });

    it("a code is expired from its expiry instant on: a millisecond before it redeems, at the instant 400 expired", async () => {
      const [early, late] = [await env().signup(), await env().signup()];
      const expiresAt = new Date(TEST_START.getTime() + 60_000);
      const [before, at] = [await newCode({ expiresAt }), await newCode({ expiresAt })];
      env().clock.advance(59_999);
      expect((await redeem(early.headers, before)).statusCode).toBe(200);
      env().clock.advance(1);
      const res = await redeem(late.headers, at);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("expired");
      const [row] = await env()
        .ctx.db.select()
        .from(digaCodes)
        .where(eq(digaCodes.code, at.replaceAll("-", "")));
      expect(row?.usedAt).toBeNull();
    });

    it("one account redeeming a pro and a legend code at once ends on legend with both codes counted", async () => {
      const owners = await Promise.all(Array.from({ length: 8 }, () => env().signup()));
      for (const owner of owners) await env().setPlan(owner.id, "free");
      const codes = await Promise.all(owners.map(async () => [await newCode({ plan: "pro" }), await newCode()]));
      const results = await Promise.all(
        owners.flatMap((owner, i) => (codes[i] ?? []).map((code) => redeem(owner.headers, code))),
      );
      expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
      for (const owner of owners) {
        expect(await userRow(env().ctx.db, owner.id)).toMatchObject({ plan: "legend", onboardingStep: "done" });
      }
    });

    it("anonymous callers get 401 and the code stays unused", async () => {
      const code = await newCode();
      const res = await redeem({}, code);
      expect(res.statusCode).toBe(401);
      const [row] = await env()
        .ctx.db.select()
        .from(digaCodes)
        .where(eq(digaCodes.code, code.replaceAll("-", "")));
      expect(row?.usedAt).toBeNull();
    });

    it("of 50 parallel redemptions of one code exactly one succeeds", async () => {
      const code = await newCode();
      const redeemers = await Promise.all(Array.from({ length: 50 }, () => env().signup()));
      const results = await Promise.all(redeemers.map((user) => redeem(user.headers, code)));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 400)).toHaveLength(49);
      for (const r of results) if (r.statusCode === 400) expect(r.json().error).toBe("already_used");
      const winner = redeemers[codes.indexOf(200)];
      const [row] = await env()
        .ctx.db.select()
        .from(digaCodes)
        .where(eq(digaCodes.code, code.replaceAll("-", "")));
      expect(row?.usedByProfileId).toBe(winner?.id);
    });
  },
  {
    rateLimits: {
      signupPerAddress: { max: 1000, windowMs: 60_000 },
      redeemPerAddress: { max: 1000, windowMs: 60_000 },
    },
  },
);

describeEachDb(
  "DiGA redemption rate limits",
  (env) => {
    it("an account is limited to its bound of attempts per window (429 rate_limited)", async () => {
      const owner = await env().signup();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await env().request({
          method: "POST",
          url: "/api/onboarding/redeem-diga-code",
          headers: owner.headers,
          payload: { code: `GUESS${i}GUESS` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    });

    it("an address is limited across accounts", async () => {
      const users = [await env().signup(), await env().signup()];
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const user = users[i % 2];
        const res = await env().request({
          method: "POST",
          url: "/api/onboarding/redeem-diga-code",
          headers: user?.headers ?? {},
          payload: { code: `GUESS${i}GUESS` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    });
  },
  {
    rateLimits: {
      redeemPerAccount: { max: 3, windowMs: 60_000 },
      redeemPerAddress: { max: 5, windowMs: 60_000 },
    },
  },
);

// A failure after the code is claimed (here: a plan reconciler that throws, as a lost database
// would) rolls the claim back with the plan change: the code stays redeemable.
describeEachDb(
  "DiGA redemption is one transaction",
  (env) => {
    it("a failure after the claim leaves the code unused and the account unchanged", async () => {
      const owner = await env().signup();
      const [code] = await createDigaCodes(env().ctx.db, {
        count: 1,
        plan: "pro",
        expiresAt: null,
        label: "test",
        now: env().clock.now(),
      });
      const res = await env().request({
        method: "POST",
        url: "/api/onboarding/redeem-diga-code",
        headers: owner.headers,
        payload: { code },
      });
      expect(res.statusCode).toBe(500);
      const [row] = await env()
        .ctx.db.select()
        .from(digaCodes)
        .where(eq(digaCodes.code, (code ?? "").replaceAll("-", "")));
      expect(row).toMatchObject({ usedAt: null, usedByProfileId: null });
      expect(await userRow(env().ctx.db, owner.id)).toMatchObject({
        plan: "free",
        onboardingStep: "welcome",
        digaCodeRedeemedAt: null,
      });
    });
  },
  {
    defaultPlan: "free",
    planReconcilers: [
      {
        name: "fails",
        reconcile: async () => {
          throw new Error("the reconciler's database went away");
        },
      },
    ],
  },
);
