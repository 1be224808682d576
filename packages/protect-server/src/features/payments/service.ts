import type { AppContext } from "../../app-context.ts";
import { paymentEvents } from "../../db/schema/payment-events.ts";
import { AppError } from "../../errors.ts";
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
  let event: PaymentEvent;
  try {
    const parsed = paymentEventSchema.safeParse(JSON.parse(rawBody));
    if (!parsed.success)
      throw new Error(parsed.error.issues.map((i) => `"${i.path.join(".")}" ${i.message}`).join("; "));
    event = parsed.data;
  } catch (error) {
    throw new AppError("invalid_input", `Invalid webhook event: ${(error as Error).message}`);
  }
  if (event.type !== "subscription.canceled" && !event.data.plan) {
    throw new AppError("invalid_input", `Invalid webhook event: "data.plan" is required for ${event.type}`);
  }
  return ctx.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ eventId: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (fresh.length === 0) return { duplicate: true };
    const canceled = event.type === "subscription.canceled";
    await ctx.plans.applyInTx(
      tx,
      {
        userId: event.data.userId,
        to: canceled ? "free" : (event.data.plan ?? "pro"),
        foundingMember: event.data.foundingMember,
        source: "payment",
        also: { paymentSubscriptionId: canceled ? null : event.data.subscriptionId },
      },
      now,
    );
    return { duplicate: false };
  });
}
