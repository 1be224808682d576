import { sql } from "drizzle-orm";
import { index, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { userDevices } from "./user-devices.ts";
import { users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * One row per cooldown request, kept as history. Running = resolvedAt and cancelledAt null; the
 * partial unique index allows one running cooldown per account, so two concurrent requests cannot
 * both start one.
 */
export const cooldowns = pgTable(
  "cooldowns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestedAt: ts("requested_at").notNull(),
    endsAt: ts("ends_at").notNull(),
    /** When a status read (or state read) found it elapsed and turned protection off. */
    resolvedAt: ts("resolved_at"),
    /** When mark-active turned protection back on after this cooldown had turned it off. */
    protectionRestoredAt: ts("protection_restored_at"),
    /** When the user called the running cooldown off (protection never went off). */
    cancelledAt: ts("cancelled_at"),
    /**
     * The desktop computer whose release started this cooldown (POST /api/magic/release): cancelling
     * that release cancels the cooldown too. Null when the user asked for it.
     */
    startedByDeviceId: uuid("started_by_device_id").references(() => userDevices.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("cooldowns_one_running_key")
      .on(t.userId)
      .where(sql`${t.resolvedAt} is null and ${t.cancelledAt} is null`),
    index("cooldowns_user_requested_idx").on(t.userId, t.requestedAt),
  ],
);

export type CooldownRow = typeof cooldowns.$inferSelect;
