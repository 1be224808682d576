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
    blockedAt: ts("blocked_at").notNull(),
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
 * One row per classification: the score, the rule that decided and the sender's domain, never the
 * subject, address or body (README, "What a classification sample holds").
 */
export const mailClassificationSamples = pgTable(
  "mail_classification_samples",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    connectionId: uuid("connection_id").references(() => mailConnections.id, { onDelete: "set null" }),
    senderDomain: text("sender_domain").notNull(),
    ruleScore: integer("rule_score").notNull(),
    score: integer("score").notNull(),
    blocked: boolean("blocked").notNull(),
    triggerSource: text("trigger_source"),
    /** Names of the matched features, e.g. `keyword:casino`, never the text they matched in. */
    features: text("features").array().notNull(),
    usedLanguageModel: boolean("used_language_model").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("mail_classification_samples_created_idx").on(t.createdAt)],
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
