import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Webhook events already applied, so a redelivered event changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
