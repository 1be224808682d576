import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** Device push tokens; a token belongs to the account that registered it last. */
export const pushTokens = pgTable(
  "push_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    platform: text("platform", { enum: ["ios", "android", "web"] }).notNull(),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("push_tokens_token_key").on(t.token), index("push_tokens_user_idx").on(t.userId)],
);

/**
 * Expo push tickets whose receipt is still to be read: Expo learns from Apple and Google only
 * after the send that a device is gone (DeviceNotRegistered), and reports it in the receipt. The
 * push-receipts job reads them 15 minutes after the send and deletes each row once answered, or
 * after a day (Expo keeps receipts for about a day). The token's deletion removes its rows.
 */
export const pushReceipts = pgTable(
  "push_receipts",
  {
    /** Expo's receipt id (the ticket's `id`). */
    id: text("id").primaryKey(),
    tokenId: uuid("token_id")
      .notNull()
      .references(() => pushTokens.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("push_receipts_sent_idx").on(t.sentAt), index("push_receipts_token_idx").on(t.tokenId)],
);
