import { describe, expect, it } from "vitest";
import { userRow } from "../../../test/db-counts.ts";
import { describeEachDb, type TestUser, testSecrets } from "../../../test/harness.ts";
import { runJobOnce } from "../../jobs/scheduler.ts";
import { trialExpiryJob } from "../../jobs/trial-expiry.ts";
import { signPayload } from "../payments/signature.ts";
import { graceAfterPlanChange } from "./plan-rules.ts";

const DAY = 86_400_000;

describe("graceAfterPlanChange", () => {
  const now = new Date("2026-06-01T10:00:00.000Z");
  it("sets 14 days only on a change to free, clears on any change to a paid plan, ignores no change", () => {
    expect(graceAfterPlanChange({ from: "pro", to: "free", now })?.getTime()).toBe(now.getTime() + 14 * DAY);
    expect(graceAfterPlanChange({ from: "legend", to: "free", now })?.getTime()).toBe(now.getTime() + 14 * DAY);
    expect(graceAfterPlanChange({ from: "free", to: "pro", now })).toBeNull();
    expect(graceAfterPlanChange({ from: "legend", to: "pro", now })).toBeNull();
    expect(graceAfterPlanChange({ from: "free", to: "free", now })).toBeUndefined();
  });
});

describeEachDb("blocklist plan reconciliation", (env) => {
  const grace = async (id: string) => (await userRow(env().ctx.db, id)).globalBlocklistGraceUntil;
  const state = async (user: TestUser) =>
    (await env().request({ method: "GET", url: "/api/protection/state", headers: user.headers })).json().blocklist;
  const freeUser = async () => {
    const user = await env().signup();
    await env().setPlan(user.id, "free");
    return user;
  };
  const grant = (userId: string, source: "trial" | "diga" | "subscription", plan: "pro" | "legend", endsAt?: Date) =>
    env().ctx.db.transaction((tx) =>
      env().ctx.plans.grant(
        tx,
        { userId, source, plan, reference: source === "trial" ? "" : `${source}-1`, cause: "payment", endsAt },
        env().clock.now(),
      ),
    );
  const expireTrials = () => runJobOnce(env().ctx.db, trialExpiryJob(env().ctx.plans), env().clock.now());
  const webhook = (userId: string, type: string, plan?: string) => {
    const created = Math.floor(env().clock.now().getTime() / 1000);
    const body = JSON.stringify({
      id: `evt_${type}_${created}`,
      type,
      created,
      data: { userId, subscriptionId: "sub_1", ...(plan ? { plan } : {}) },
    });
    return env().request({
      method: "POST",
      url: "/api/payments/webhook",
      headers: {
        "content-type": "application/json",
        "x-payment-signature": signPayload(testSecrets.paymentWebhookSecret, body, created),
      },
      payload: body,
    });
  };

  it("a trial that ends drops the account to free with a 14-day grace: full until then, curated after", async () => {
    const user = await freeUser();
    await grant(user.id, "trial", "pro", new Date(env().clock.now().getTime() + 7 * DAY));
    expect(await grace(user.id)).toBeNull();
    env().clock.advance(7 * DAY);
    expect(await expireTrials()).toBe(true);
    const ended = env().clock.now().getTime();
    expect((await userRow(env().ctx.db, user.id)).plan).toBe("free");
    expect((await grace(user.id))?.getTime()).toBe(ended + 14 * DAY);
    expect(await state(user)).toMatchObject({ planMode: "curated", mode: "full" });
    env().clock.advance(14 * DAY - 1);
    expect((await state(user)).mode).toBe("full");
    env().clock.advance(1);
    expect(await state(user)).toMatchObject({ mode: "curated", graceUntil: null });
  });

  it("a trial ending while a DiGA grant runs leaves the plan and sets no grace", async () => {
    const user = await freeUser();
    await grant(user.id, "diga", "pro");
    await grant(user.id, "trial", "pro", new Date(env().clock.now().getTime() + 7 * DAY));
    env().clock.advance(7 * DAY);
    expect(await expireTrials()).toBe(true);
    const row = await userRow(env().ctx.db, user.id);
    expect(row).toMatchObject({ plan: "pro", globalBlocklistGraceUntil: null });
  });

  it("a change between paid plans (legend trial ends over a pro DiGA) sets no grace", async () => {
    const user = await freeUser();
    await grant(user.id, "diga", "pro");
    await grant(user.id, "trial", "legend", new Date(env().clock.now().getTime() + 7 * DAY));
    expect((await userRow(env().ctx.db, user.id)).plan).toBe("legend");
    env().clock.advance(7 * DAY);
    await expireTrials();
    expect(await userRow(env().ctx.db, user.id)).toMatchObject({ plan: "pro", globalBlocklistGraceUntil: null });
  });

  it("a subscription cancel drops to free with the grace; a DiGA plan keeps the account and sets none", async () => {
    const paying = await freeUser();
    expect((await webhook(paying.id, "subscription.activated", "pro")).statusCode).toBe(200);
    env().clock.advance(3 * DAY);
    expect((await webhook(paying.id, "subscription.canceled")).statusCode).toBe(200);
    expect((await userRow(env().ctx.db, paying.id)).plan).toBe("free");
    expect((await grace(paying.id))?.getTime()).toBe(env().clock.now().getTime() + 14 * DAY);

    const digaUser = await freeUser();
    await grant(digaUser.id, "diga", "legend");
    expect((await webhook(digaUser.id, "subscription.activated", "pro")).statusCode).toBe(200);
    env().clock.advance(DAY);
    expect((await webhook(digaUser.id, "subscription.canceled")).statusCode).toBe(200);
    expect(await userRow(env().ctx.db, digaUser.id)).toMatchObject({ plan: "legend", globalBlocklistGraceUntil: null });
  });

  it("a re-upgrade clears the grace and the next downgrade starts a fresh 14 days", async () => {
    const user = await env().signup();
    await env().setPlan(user.id, "free");
    expect(await grace(user.id)).not.toBeNull();
    env().clock.advance(2 * DAY);
    await env().setPlan(user.id, "pro");
    expect(await grace(user.id)).toBeNull();
    env().clock.advance(DAY);
    await env().setPlan(user.id, "free");
    expect((await grace(user.id))?.getTime()).toBe(env().clock.now().getTime() + 14 * DAY);
  });

  it("custom domains are kept after a downgrade; a new one over the free cap answers plan_limit", async () => {
    const user = await env().signup();
    const add = (domain: string) =>
      env().request({ method: "POST", url: "/api/custom-domains", headers: user.headers, payload: { domain } });
    for (let i = 0; i < 11; i += 1) expect((await add(`kept${i}.example`)).statusCode).toBe(201);
    await env().setPlan(user.id, "free");
    const list = await env().request({ method: "GET", url: "/api/custom-domains", headers: user.headers });
    expect(list.json()).toMatchObject({ used: 11, limit: 10 });
    expect(list.json().domains).toHaveLength(11);
    const refused = await add("one-more.example");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: "plan_limit", resource: "customDomains", current: 11, limit: 10 });
    const blocklist = await env().request({ method: "GET", url: "/api/protection/blocklist", headers: user.headers });
    expect(blocklist.body).toContain("kept10.example");
  });
});
