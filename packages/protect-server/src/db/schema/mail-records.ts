import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { mailConnections } from "./mail-connections.ts";
import { users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** One hidden (moved) mail. Raw rows are deleted after 24 hours by the retention job. */
export const mailBlocked = pgTable(
  "mail_blocked",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    connectionId: uuid("connection_id")
      .notNull()
      .references(() => mailConnections.id, { onDelete: "cascade" }),
    uidValidity: bigint("uid_validity", { mode: "number" }).notNull(),
    uid: bigint("uid", { mode: "number" }).notNull(),
    sender: text("sender").notNull(),
    subject: text("subject").notNull(),
    score: integer("score").notNull(),
    /** What decided: sender_blocklist, custom_domain, brand, content or language_model. */
    triggerSource: text("trigger_source").notNull(),
    /** The features that weighed most (closed vocabulary, e.g. `money-near-bonus`), strongest first. */
    reasons: text("reasons").array().notNull().default([]),
    /** The features present (a sample's closed vocabulary): what a "not gambling" correction records. */
    features: text("features").array().notNull().default([]),
    blockedAt: ts("blocked_at").notNull(),
    /** The message's UID in the hidden folder (from the MOVE's COPYUID), null when the server gave none. */
    hiddenUid: bigint("hidden_uid", { mode: "number" }),
    /** Set when the user said "not gambling" and the message went back to the inbox. */
    restoredAt: ts("restored_at"),
    /** The message's UID in INBOX after the restore: the next scan leaves it alone. */
    restoredUid: bigint("restored_uid", { mode: "number" }),
  },
  (t) => [
    uniqueIndex("mail_blocked_message_key").on(t.connectionId, t.uidValidity, t.uid),
    index("mail_blocked_user_idx").on(t.userId, t.blockedAt),
    index("mail_blocked_retention_idx").on(t.blockedAt),
  ],
);

/** Blocked-mail counts per user, UTC day and connection: no subject, sender or content. */
export const mailBlockedStats = pgTable(
  "mail_blocked_stats",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    connectionId: uuid("connection_id")
      .notNull()
      .references(() => mailConnections.id, { onDelete: "cascade" }),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.connectionId] })],
);

/**
 * One row per classification: the score, the rule that decided and the matched feature names, never
 * the subject, address or body, and no value a user wrote or received unless it is on a global list
 * (README, "What a classification sample holds").
 */
export const mailClassificationSamples = pgTable(
  "mail_classification_samples",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    connectionId: uuid("connection_id").references(() => mailConnections.id, { onDelete: "set null" }),
    /** The global list entry covering the sender's domain; null when no global list holds it. */
    senderDomain: text("sender_domain"),
    ruleScore: integer("rule_score").notNull(),
    score: integer("score").notNull(),
    blocked: boolean("blocked").notNull(),
    triggerSource: text("trigger_source"),
    /**
     * Names of the matched features from the model's closed vocabulary (`subject:casino`), plus
     * `domain:X` only for an X on a global list; never the text they matched in.
     */
    features: text("features").array().notNull(),
    usedLanguageModel: boolean("used_language_model").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("mail_classification_samples_created_idx").on(t.createdAt)],
);

/**
 * A user's "not gambling" on a hidden mail: a labelled example for the next training. It holds the
 * feature names only (the same rule as samples) and no link to the user or mailbox.
 */
export const mailClassificationCorrections = pgTable(
  "mail_classification_corrections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    features: text("features").array().notNull(),
    /** The label the user gave: false for "not gambling". */
    gambling: boolean("gambling").notNull(),
    /** The score the model gave, for measuring its mistakes. */
    score: integer("score").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("mail_classification_corrections_created_idx").on(t.createdAt)],
);

/** Admin-curated gambling brand display names ("From: Tipico <…>"); 30 seeded by a migration. */
export const globalMailDisplayNames = pgTable(
  "global_mail_display_names",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    displayName: text("display_name").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("global_mail_display_names_name_key").on(t.displayName)],
);
