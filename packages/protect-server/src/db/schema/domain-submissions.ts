import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { DOMAIN_TYPES } from "./blocklists.ts";
import { users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const SUBMISSION_STATUSES = ["pending", "approved", "rejected"] as const;
/** `user`: a user proposed it; `discovered`: the discovery scorer did (issue 28), with its evidence. */
export const SUBMISSION_ORIGINS = ["user", "discovered"] as const;

/** A proposal for the global blocklist (a user's, or a discovered name's), reviewed by an admin within 24 hours. */
export const domainSubmissions = pgTable(
  "domain_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The proposing user; null for a discovered name. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    origin: text("origin", { enum: SUBMISSION_ORIGINS }).notNull().default("user"),
    /** A discovered name's evidence (score, vocabulary, look-alike, co-hosting, addresses). */
    evidence: jsonb("evidence").$type<Record<string, unknown>>(),
    domain: text("domain").notNull(),
    type: text("type", { enum: DOMAIN_TYPES }).notNull().default("web"),
    status: text("status", { enum: SUBMISSION_STATUSES }).notNull().default("pending"),
    createdAt: ts("created_at").notNull(),
    decidedAt: ts("decided_at"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("domain_submissions_status_created_idx").on(t.status, t.createdAt),
    index("domain_submissions_user_idx").on(t.userId, t.status),
  ],
);

export type DomainSubmissionRow = typeof domainSubmissions.$inferSelect;
