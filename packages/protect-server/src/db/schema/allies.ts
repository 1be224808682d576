import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** What a user may share with an ally (features/ally; one switch per kind). */
export const ALLY_EVENT_KINDS = [
  "cooldown_started",
  "cooldown_cancelled",
  "protection_off",
  "device_released",
  "device_silent",
  "tamper_repaired",
  "mail_connection_removed",
] as const;
export type AllyEventKind = (typeof ALLY_EVENT_KINDS)[number];

export const ALLY_STATUSES = ["invited", "active", "ended"] as const;
export const ALLY_APPROVAL_ACTIONS = ["protection_off", "release"] as const;
export const ALLY_APPROVAL_STATUSES = ["pending", "approved", "declined", "lapsed", "withdrawn"] as const;

/**
 * A trusted person of a user (issue 27). Invited by e-mail; the invitation token is stored as an
 * HMAC only. `fromName` is what the user chose to be called towards the ally (never the account's
 * nickname or address). `allyUserId` is set when the ally accepted with an account of their own.
 */
export const allies = pgTable(
  "allies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    fromName: text("from_name").notNull(),
    allyUserId: uuid("ally_user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: ALLY_STATUSES }).notNull().default("invited"),
    sharedEvents: jsonb("shared_events").$type<AllyEventKind[]>().notNull(),
    twoPersonRule: boolean("two_person_rule").notNull().default(false),
    /** A requested removal of the two-person rule takes effect at this time (24 h after asking). */
    ruleOffAt: ts("rule_off_at"),
    /** The user ended the relationship while the rule held: it ends at this time. */
    endsAt: ts("ends_at"),
    inviteTokenHash: text("invite_token_hash"),
    inviteExpiresAt: ts("invite_expires_at").notNull(),
    /** The last digest mail: at most one per ally per batching window. */
    lastMailAt: ts("last_mail_at"),
    acceptedAt: ts("accepted_at"),
    endedAt: ts("ended_at"),
    endedBy: text("ended_by", { enum: ["user", "ally", "expired"] }),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("allies_invite_token_key").on(t.inviteTokenHash),
    index("allies_user_idx").on(t.userId, t.createdAt),
    index("allies_ally_user_idx").on(t.allyUserId),
  ],
);

/** A shared event waiting for (or already part of) an ally's digest mail. */
export const allyEvents = pgTable(
  "ally_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    allyId: uuid("ally_id")
      .notNull()
      .references(() => allies.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ALLY_EVENT_KINDS }).notNull(),
    /** Only what the ally is shown: e.g. the cooldown's end, "computer" or "device". */
    data: jsonb("data").$type<Record<string, string>>().notNull(),
    occurredAt: ts("occurred_at").notNull(),
    mailedAt: ts("mailed_at"),
  },
  (t) => [
    index("ally_events_ally_idx").on(t.allyId, t.occurredAt),
    index("ally_events_unmailed_idx").on(t.allyId).where(sql`${t.mailedAt} is null`),
  ],
);

/**
 * The two-person rule's requests: one per guarded action (a cooldown that would switch protection
 * off, a computer's release). The first answer of any ally holding the rule decides.
 */
export const allyApprovals = pgTable(
  "ally_approvals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: text("action", { enum: ALLY_APPROVAL_ACTIONS }).notNull(),
    /** The cooldown (protection_off) or the user device (release) the request is about. */
    subjectId: uuid("subject_id").notNull(),
    status: text("status", { enum: ALLY_APPROVAL_STATUSES }).notNull().default("pending"),
    /** The fallback ran: the wait was doubled once; at its new end the action proceeds. */
    extended: boolean("extended").notNull().default(false),
    expiresAt: ts("expires_at").notNull(),
    decidedByAllyId: uuid("decided_by_ally_id").references(() => allies.id, { onDelete: "set null" }),
    decidedAt: ts("decided_at"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("ally_approvals_subject_key").on(t.action, t.subjectId),
    index("ally_approvals_user_idx").on(t.userId, t.createdAt),
  ],
);

export type AllyRow = typeof allies.$inferSelect;
export type AllyEventRow = typeof allyEvents.$inferSelect;
export type AllyApprovalRow = typeof allyApprovals.$inferSelect;
