import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A device bound to one account. Written by the devices feature (later); read by login, which
 * refuses other accounts on a device locked to a pro/legend account.
 */
export const deviceLocks = pgTable("device_locks", {
  deviceId: text("device_id").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  lockedAt: timestamp("locked_at", { withTimezone: true }).notNull().defaultNow(),
});
