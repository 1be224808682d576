import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * An admin's TOTP second factor (RFC 6238). The secret is encrypted with the token-encryption key;
 * enabledAt is null until the admin confirmed a first code. lastUsedStep stops a code from being
 * replayed inside its 30-second window.
 */
export const adminTotp = pgTable("admin_totp", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretEncrypted: text("secret_encrypted").notNull(),
  enabledAt: ts("enabled_at"),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: ts("created_at").notNull(),
});

/** Single-use recovery codes of an admin's second factor; only HMAC hashes are stored. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: ts("used_at"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("admin_recovery_codes_hash_key").on(t.codeHash),
    index("admin_recovery_codes_user_idx").on(t.userId),
  ],
);

/**
 * Sessions of the web console (cookie). stage `password`: the password was right, the second factor
 * is still due (short-lived); `complete`: signed in. Only the HMAC hash of the token is stored.
 */
export const adminConsoleSessions = pgTable(
  "admin_console_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    stage: text("stage", { enum: ["password", "complete"] }).notNull(),
    createdAt: ts("created_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [uniqueIndex("admin_console_sessions_token_key").on(t.tokenHash)],
);

/**
 * Append-only record of admin actions and of every admin read of a user's personal data. The
 * admin's id stays when the admin account is deleted (no foreign key), so the trail survives. The
 * one change ever made: an account's erasure redacts the values its rows hold about that account
 * (features/admin/privacy-repo.ts; docs/privacy.md).
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminUserId: uuid("admin_user_id").notNull(),
    action: text("action").notNull(),
    targetUserId: uuid("target_user_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("admin_audit_log_created_idx").on(t.createdAt), index("admin_audit_log_target_idx").on(t.targetUserId)],
);

/**
 * The seed's ModerationAction: one row per moderator decision on a reported post or reply, with a
 * snapshot of the content as it was (a deletion scrubs the content itself).
 */
export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminUserId: uuid("admin_user_id").notNull(),
    action: text("action", { enum: ["dismiss", "delete", "ban_user"] }).notNull(),
    targetType: text("target_type", { enum: ["post", "reply"] }).notNull(),
    targetId: uuid("target_id").notNull(),
    authorId: uuid("author_id"),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    index("moderation_actions_target_idx").on(t.targetId),
    index("moderation_actions_created_idx").on(t.createdAt),
  ],
);
