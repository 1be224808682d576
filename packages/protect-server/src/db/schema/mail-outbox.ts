import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * E-mail the server has promised to send (features/mailer/outbox.ts): a row is written before the
 * request that causes the mail is answered, and deleted once the SMTP server (or the outbox folder)
 * took the message, or when it is no longer worth sending (`expires_at`). The recipient, subject and
 * text are sealed under the token-encryption key: approval mails carry a live link.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The account the mail is about (its erasure deletes the row); null for mail about no account. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** `{ to, subject, text }` as JSON, sealed (secret-box.ts). */
    envelopeEncrypted: text("envelope_encrypted").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Not delivered by then: dropped (an approval link is dead after 10 minutes). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Due for (another) attempt from this time; a claimed row is pushed ahead by the claim's lease. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** Why the last attempt failed: an error code or SMTP status, never an address or text. */
    lastError: text("last_error"),
  },
  (t) => [index("mail_outbox_due_idx").on(t.nextAttemptAt), index("mail_outbox_user_idx").on(t.userId)],
);
