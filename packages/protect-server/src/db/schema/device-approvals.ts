import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const APPROVAL_STATUSES = ["pending", "approved", "rejected", "expired"] as const;

/**
 * The seed's DeviceApprovalRequest: a new device beyond the plan's app-device cap asks an existing
 * device (or the account's e-mail) for a place. Codes and e-mail tokens are stored as HMACs.
 */
export const deviceApprovalRequests = pgTable(
  "device_approval_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The new device: installation id, name, model, OS version and a readable description. */
    deviceId: text("device_id").notNull(),
    name: text("name").notNull(),
    model: text("model").notNull(),
    osVersion: text("os_version").notNull(),
    description: text("description").notNull(),
    codeHash: text("code_hash").notNull(),
    status: text("status", { enum: APPROVAL_STATUSES }).notNull().default("pending"),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: ts("expires_at").notNull(),
    emailTokenHash: text("email_token_hash"),
    emailSentAt: ts("email_sent_at"),
    /** The user_devices id the approval removed (its installation id, kept after the row is gone). */
    evictedDeviceId: text("evicted_device_id"),
    decidedAt: ts("decided_at"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    index("device_approval_requests_user_idx").on(t.userId, t.status),
    uniqueIndex("device_approval_requests_email_token_key").on(t.emailTokenHash),
  ],
);

export type DeviceApprovalRow = typeof deviceApprovalRequests.$inferSelect;
