import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The seed's UserDevice: an app install (or a paired desktop companion) of one account, keyed by the
 * client's installation id (`x-device-id`). While `boundToPlan` is set the device is locked to the
 * account, and `device_locks` holds the same binding for login (one lock per installation id).
 */
export const userDevices = pgTable(
  "user_devices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceId: text("device_id").notNull(),
    kind: text("kind", { enum: ["app", "desktop"] })
      .notNull()
      .default("app"),
    name: text("name").notNull(),
    model: text("model").notNull(),
    osVersion: text("os_version").notNull(),
    lastSeenAt: ts("last_seen_at").notNull(),
    boundToPlan: text("bound_to_plan", { enum: ["pro", "legend"] }),
    releaseRequestedAt: ts("release_requested_at"),
    releaseAt: ts("release_at"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("user_devices_user_device_key").on(t.userId, t.deviceId),
    index("user_devices_user_seen_idx").on(t.userId, t.lastSeenAt),
    index("user_devices_release_idx").on(t.releaseAt),
  ],
);

export type UserDeviceRow = typeof userDevices.$inferSelect;
