import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { recordPaymentEvent } from "./repo.ts";
import { type PaymentEvent, paymentEventSchema } from "./schema.ts";
import { verifySignature } from "./signature.ts";

/**
 * Applies one signed webhook delivery: verify, parse, then record the event id and change the plan
 * in one transaction. A redelivered event id changes nothing and is acknowledged as a duplicate.
 */
export async function handlePaymentWebhook(
  ctx: AppContext,
  rawBody: string,
  signature: string | undefined,
): Promise<{ duplicate: boolean }> {
  const now = ctx.clock.now();
  if (!verifySignature(ctx.secrets.paymentWebhookSecret, rawBody, signature, now)) {
    throw new AppError("invalid_signature", "Missing or invalid x-payment-signature");
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError("invalid_input", "Invalid webhook event: the body is not JSON", {
      fields: [{ path: "body", message: "must be JSON" }],
    });
  }
  const parsed = paymentEventSchema.safeParse(json);
  if (!parsed.success) {
    // The same `fields` as every validated body, so a client finds the field by its path.
    const fields = parsed.error.issues.map((issue) => ({
      path: ["body", ...issue.path.map(String)].join("."),
      message: issue.message,
    }));
    throw new AppError(
      "invalid_input",
      `Invalid webhook event: ${parsed.error.issues.map((i) => `"${i.path.join(".")}" ${i.message}`).join("; ")}`,
      { fields },
    );
  }
  const event: PaymentEvent = parsed.data;
  if (event.type !== "subscription.canceled" && !event.data.plan) {
    throw new AppError("invalid_input", `Invalid webhook event: "data.plan" is required for ${event.type}`);
  }
  const eventAt = new Date(event.created * 1000);
  return ctx.db.transaction(async (tx) => {
    const fresh = await recordPaymentEvent(tx, { eventId: event.id, type: event.type, receivedAt: now });
    if (!fresh) return { duplicate: true };
    const { userId, subscriptionId, foundingMember } = event.data;
    const key = { userId, source: "subscription", reference: subscriptionId } as const;
    const grant = await ctx.plans.grantOf(tx, key);
    // A cancelled subscription id stays cancelled (the provider issues a new id for a new
    // subscription), and an event older than the last one applied to this id changes nothing.
    const stale = grant && (grant.endedAt !== null || (grant.lastEventAt !== null && grant.lastEventAt > eventAt));
    if (stale) return { duplicate: false };
    const common = { ...key, cause: "payment", foundingMember, lastEventAt: eventAt } as const;
    if (event.type === "subscription.canceled") {
      // Only this id's grant ends: a cancel for another subscription than the running one leaves it.
      // Unknown ids are recorded as ended, so their late activation is recognised as stale.
      if (grant) await ctx.plans.end(tx, common, now);
      else await ctx.plans.grant(tx, { ...common, plan: event.data.plan ?? "free", endedAt: now }, now);
    } else {
      await ctx.plans.grant(tx, { ...common, plan: event.data.plan ?? "pro" }, now);
    }
    return { duplicate: false };
  });
}

/**
 * Cancels the account's running subscriptions at the provider (account deletion). Runs before the
 * deletion's transaction: when the provider fails, nothing is deleted and the user may retry.
 */
export async function cancelSubscriptionsOf(ctx: AppContext, userId: string): Promise<string[]> {
  const running = await ctx.plans.openGrants(ctx.db, userId, "subscription", ctx.clock.now());
  for (const grant of running) {
    try {
      await ctx.payments.cancelSubscription(grant.reference);
    } catch {
      throw new AppError(
        "payment_provider_unavailable",
        "The subscription could not be cancelled at the payment provider: try again shortly",
      );
    }
  }
  return running.map((grant) => grant.reference);
}
