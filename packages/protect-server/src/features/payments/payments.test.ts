import { expect, it } from "vitest";
import { userRow } from "../../../test/db-counts.ts";
import { describeEachDb, TEST_START, testSecrets } from "../../../test/harness.ts";
import { memoryPaymentProvider } from "./provider.ts";
import { signPayload } from "./signature.ts";

const nowS = Math.floor(TEST_START.getTime() / 1000);
const recorded = memoryPaymentProvider();
/** Records cancellations; refuses "sub_fail" as an unreachable provider would. */
const provider = {
  canceled: recorded.canceled,
  async cancelSubscription(id: string) {
    if (id === "sub_fail") throw new Error("provider unreachable");
    await recorded.cancelSubscription(id);
  },
};

describeEachDb("payment webhook", (env) => {
  const deliver = (body: string, signature?: string) =>
    env().request({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json", ...(signature ? { "x-payment-signature": signature } : {}) },
      payload: body,
    });
  const event = (
    userId: string,
    type: string,
    extra: { plan?: string; subscriptionId?: string; created?: number; id?: string } = {},
  ) => {
    const {
      created = nowS,
      subscriptionId = "sub_1",
      id = `evt_${type}_${userId}_${subscriptionId}_${created}`,
      ...data
    } = extra;
    return JSON.stringify({ id, type, created, data: { userId, subscriptionId, ...data } });
  };
  const send = (body: string) => deliver(body, signPayload(testSecrets.paymentWebhookSecret, body, nowS));
  const freeUser = async () => {
    const user = await env().signup();
    await env().setPlan(user.id, "free");
    return user;
  };
  const plan = async (id: string) => (await userRow(env().ctx.db, id)).plan;

  it("a signed activation sets the plan; a redelivery is a no-op duplicate", async () => {
    const owner = await freeUser();
    const body = event(owner.id, "subscription.activated", { plan: "pro" });
    const res = await send(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await plan(owner.id)).toBe("pro");
    const again = await send(body);
    expect(again.json()).toEqual({ received: true, duplicate: true });
  });

  it("a cancellation downgrades to free with the 14-day grace", async () => {
    const owner = await freeUser();
    await send(event(owner.id, "subscription.activated", { plan: "pro", created: nowS - 60 }));
    const res = await send(event(owner.id, "subscription.canceled"));
    expect(res.statusCode).toBe(200);
    const row = await userRow(env().ctx.db, owner.id);
    expect(row).toMatchObject({ plan: "free" });
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

  it("an older activation arriving after the cancellation does not re-activate", async () => {
    const owner = await freeUser();
    await send(event(owner.id, "subscription.activated", { plan: "pro", created: nowS - 120 }));
    await send(event(owner.id, "subscription.canceled", { created: nowS - 10 }));
    expect(await plan(owner.id)).toBe("free");
    const late = await send(
      event(owner.id, "subscription.activated", { plan: "pro", created: nowS - 60, id: "evt_late" }),
    );
    expect(late.statusCode).toBe(200);
    expect(await plan(owner.id)).toBe("free");
  });

  it("a cancellation delivered before its activation wins: the late activation is ignored", async () => {
    const owner = await freeUser();
    await send(event(owner.id, "subscription.canceled", { created: nowS - 10 }));
    await send(event(owner.id, "subscription.activated", { plan: "legend", created: nowS - 60 }));
    expect(await plan(owner.id)).toBe("free");
  });

  it("an update older than the last applied event changes nothing", async () => {
    const owner = await freeUser();
    await send(event(owner.id, "subscription.activated", { plan: "pro", created: nowS - 120 }));
    await send(event(owner.id, "subscription.updated", { plan: "legend", created: nowS - 10 }));
    await send(event(owner.id, "subscription.updated", { plan: "pro", created: nowS - 60 }));
    expect(await plan(owner.id)).toBe("legend");
  });

  it("a cancellation naming another subscription id leaves the running subscription", async () => {
    const owner = await freeUser();
    await send(event(owner.id, "subscription.activated", { plan: "pro", created: nowS - 60 }));
    await send(event(owner.id, "subscription.canceled", { subscriptionId: "sub_other" }));
    expect(await plan(owner.id)).toBe("pro");
  });

  it("a DiGA plan outlives a cancelled subscription; a subscription never lowers a DiGA legend", async () => {
    const owner = await freeUser();
    await env().ctx.db.transaction((tx) =>
      env().ctx.plans.grant(
        tx,
        { userId: owner.id, source: "diga", reference: "C1", plan: "legend", cause: "diga" },
        TEST_START,
      ),
    );
    await send(event(owner.id, "subscription.activated", { plan: "pro", created: nowS - 60 }));
    expect(await plan(owner.id)).toBe("legend");
    await send(event(owner.id, "subscription.canceled"));
    expect(await plan(owner.id)).toBe("legend");
  });
});

describeEachDb(
  "account deletion and the payment provider",
  (env) => {
    const activate = async (userId: string, subscriptionId: string, created: number) => {
      const body = JSON.stringify({
        id: `evt_${subscriptionId}`,
        type: "subscription.activated",
        created,
        data: { userId, subscriptionId, plan: "pro" },
      });
      await env().request({
        method: "POST",
        url: "/api/payments/webhook",
        headers: {
          "content-type": "application/json",
          "x-payment-signature": signPayload(testSecrets.paymentWebhookSecret, body, nowS),
        },
        payload: body,
      });
    };
    const deleteAccount = (owner: { headers: Record<string, string>; password: string }) =>
      env().request({
        method: "DELETE",
        url: "/api/me",
        headers: owner.headers,
        payload: { password: owner.password },
      });

    it("deleting the account cancels its running subscriptions through the provider", async () => {
      const owner = await env().signup();
      const before = provider.canceled.length;
      await activate(owner.id, "sub_a", nowS - 60);
      await activate(owner.id, "sub_b", nowS - 50);
      expect((await deleteAccount(owner)).statusCode).toBe(204);
      expect(provider.canceled.slice(before).sort()).toEqual(["sub_a", "sub_b"]);
    });

    it("when the provider cannot cancel, the account is not deleted and the answer is 503", async () => {
      const owner = await env().signup();
      await activate(owner.id, "sub_fail", nowS);
      const res = await deleteAccount(owner);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe("payment_provider_unavailable");
      expect((await userRow(env().ctx.db, owner.id)).deletedAt).toBeNull();
    });
  },
  { paymentProvider: provider },
);
