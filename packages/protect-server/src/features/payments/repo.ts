import type { DbOrTx } from "../../db/client.ts";
import { paymentEvents } from "../../db/schema/payment-events.ts";

/**
 * Records a webhook event id as applied; false when it was recorded before (a redelivery). The
 * primary key makes this race-safe: of two concurrent deliveries only one inserts.
 */
export async function recordPaymentEvent(
  db: DbOrTx,
  event: { eventId: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const fresh = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return fresh.length > 0;
}
