import { z } from "zod";
import { idText } from "../../platform/text.ts";

/** The webhook event body (see README "Payment webhook contract"). */
export const paymentEventSchema = z.object({
  id: idText(),
  type: z.enum(["subscription.activated", "subscription.updated", "subscription.canceled"]),
  /** When the provider created the event (unix seconds): events apply in this order, not arrival order. */
  created: z.number().int().min(0).max(32_503_680_000),
  data: z.object({
    userId: z.uuid(),
    subscriptionId: idText(),
    plan: z.enum(["pro", "legend"]).optional(),
    foundingMember: z.boolean().optional(),
  }),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

export const webhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });
