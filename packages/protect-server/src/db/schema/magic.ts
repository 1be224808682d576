import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { userDevices } from "./user-devices.ts";
import { users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** The seed's MagicPairingCode: 6 digits (stored as an HMAC), 10 minutes, single use. */
export const magicPairingCodes = pgTable(
  "magic_pairing_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: ts("created_at").notNull(),
  },
  // Live codes are unique, so a redeemed code names exactly one account.
  (t) => [uniqueIndex("magic_pairing_codes_live_key").on(t.codeHash).where(sql`${t.usedAt} is null`)],
);

/** The seed's MagicSession: an `mgc_` token (stored as an HMAC) of a paired desktop companion. */
export const magicSessions = pgTable(
  "magic_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** Set by POST /api/magic/register. */
    userDeviceId: uuid("user_device_id").references(() => userDevices.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [uniqueIndex("magic_sessions_token_hash_key").on(t.tokenHash), index("magic_sessions_user_idx").on(t.userId)],
);
