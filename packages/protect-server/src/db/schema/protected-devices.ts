import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { userDevices } from "./user-devices.ts";
import { users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const PROTECTED_STATUSES = ["pending", "active", "revoked", "degraded"] as const;
export const PROTECTED_PLATFORMS = ["ios", "macos", "android", "windows"] as const;

/**
 * The seed's ProtectedDevice: a device whose DNS goes through protect-dns with its own token. Only
 * the token's SHA-256 is stored (the resolver contract keys devices by it); a desktop companion's
 * token is also kept encrypted so that its profile can be fetched again.
 */
export const protectedDevices = pgTable(
  "protected_devices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    platform: text("platform", { enum: PROTECTED_PLATFORMS }).notNull(),
    status: text("status", { enum: PROTECTED_STATUSES }).notNull().default("pending"),
    tokenHash: text("token_hash").notNull(),
    tokenCiphertext: text("token_ciphertext"),
    /** The desktop companion this device belongs to (magic register). */
    userDeviceId: uuid("user_device_id").references(() => userDevices.id, { onDelete: "set null" }),
    lastDnsQueryAt: ts("last_dns_query_at"),
    /** Set by the hourly job once an active device has sent no DNS query for 48 hours; a query clears it. */
    silentSince: ts("silent_since"),
    degradedAt: ts("degraded_at"),
    revokedAt: ts("revoked_at"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("protected_devices_token_hash_key").on(t.tokenHash),
    index("protected_devices_user_idx").on(t.userId, t.createdAt),
  ],
);

export type ProtectedDeviceRow = typeof protectedDevices.$inferSelect;
