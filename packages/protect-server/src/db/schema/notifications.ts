import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const NOTIFICATION_KINDS = [
  "domain_submission_approved",
  "domain_submission_rejected",
  "protected_device_silent",
  // features/ally: to the user
  "ally_accepted",
  "ally_ended",
  "ally_approval_decided",
  "ally_wait_doubled",
  // features/ally: to an ally with an account of their own
  "ally_update",
  "ally_approval_requested",
  "allyship_ended",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** In-app notifications: a kind the app translates plus the values it needs (no prose stored). */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    data: jsonb("data").$type<Record<string, string>>().notNull(),
    createdAt: ts("created_at").notNull(),
    readAt: ts("read_at"),
  },
  (t) => [index("notifications_user_created_idx").on(t.userId, t.createdAt)],
);

export type NotificationRow = typeof notifications.$inferSelect;
