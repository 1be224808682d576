import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { DOMAIN_TYPES } from "./blocklists.ts";
import { users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const SUBMISSION_STATUSES = ["pending", "approved", "rejected"] as const;

/** A user's proposal for the global blocklist, reviewed by an admin within 24 hours. */
export const domainSubmissions = pgTable(
  "domain_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
