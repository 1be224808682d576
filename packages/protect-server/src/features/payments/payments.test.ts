import { expect, it } from "vitest";
import { userRow } from "../../../test/db-counts.ts";
import { describeEachDb, TEST_START, testSecrets } from "../../../test/harness.ts";
import { signPayload } from "./signature.ts";

const nowS = Math.floor(TEST_START.getTime() / 1000);

describeEachDb("payment webhook", (env) => {
  const deliver = (body: string, signature?: string) =>
    env().request({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json", ...(signature ? { "x-payment-signature": signature } : {}) },
      payload: body,
    });
  const event = (userId: string, type: string, extra: object = {}) =>
    JSON.stringify({ id: `evt_${type}_${userId}`, type, data: { userId, subscriptionId: "sub_1", ...extra } });

  it("a signed activation sets the plan and the subscription; a redelivery is a no-op duplicate", async () => {
    const owner = await env().signup();
    const body = event(owner.id, "subscription.activated", { plan: "pro" });
    const res = await deliver(body, signPayload(testSecrets.paymentWebhookSecret, body, nowS));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await userRow(env().ctx.db, owner.id)).toMatchObject({ plan: "pro", paymentSubscriptionId: "sub_1" });
    const again = await deliver(body, signPayload(testSecrets.paymentWebhookSecret, body, nowS));
    expect(again.json()).toEqual({ received: true, duplicate: true });
  });

  it("a cancellation downgrades to free with the 14-day grace and clears the subscription", async () => {
    const owner = await env().signup();
    const body = event(owner.id, "subscription.canceled");
    const res = await deliver(body, signPayload(testSecrets.paymentWebhookSecret, body, nowS));
    expect(res.statusCode).toBe(200);
    const row = await userRow(env().ctx.db, owner.id);
    expect(row).toMatchObject({ plan: "free", paymentSubscriptionId: null });
    expect(row.globalBlocklistGraceUntil?.toISOString()).toBe(
      new Date(TEST_START.getTime() + 14 * 86_400_000).toISOString(),
    );
  });

  it("missing, wrong, stale or tampered signatures answer 401 invalid_signature and change nothing", async () => {
    const owner = await env().signup();
    const body = event(owner.id, "subscription.canceled");
    const secret = testSecrets.paymentWebhookSecret;
    const signatures = [
      undefined,
      signPayload("another secret of enough length!!", body, nowS),
      signPayload(secret, body, nowS - 600),
      signPayload(secret, body.replace("canceled", "activated"), nowS),
      "t=abc,v1=zz",
    ];
    for (const signature of signatures) {
      const res = await deliver(body, signature);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: "invalid_signature" });
    }
    expect((await userRow(env().ctx.db, owner.id)).plan).toBe("legend");
  });

  it("a signed but malformed event answers 400; an unknown user 404", async () => {
    const owner = await env().signup();
    for (const body of [
      "{not json",
      JSON.stringify({ id: "e1", type: "refund" }),
      event(owner.id, "subscription.activated"),
    ]) {
      const res = await deliver(body, signPayload(testSecrets.paymentWebhookSecret, body, nowS));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: "invalid_input" });
    }
    const ghost = event("00000000-0000-4000-8000-000000000000", "subscription.activated", { plan: "pro" });
    expect((await deliver(ghost, signPayload(testSecrets.paymentWebhookSecret, ghost, nowS))).statusCode).toBe(404);
    expect((await userRow(env().ctx.db, owner.id)).plan).toBe("legend");
  });
});
