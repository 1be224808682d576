import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const CURATED_STATUSES = ["suggested", "approved"] as const;

/**
 * Web-content domains per country (ISO 3166-1 alpha-2). Seeded rows have no suggester; user
 * suggestions start `suggested` and join their country's list once an admin approves them.
 */
export const curatedDomains = pgTable(
  "curated_domains",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    domain: text("domain").notNull(),
    country: text("country").notNull(),
    status: text("status", { enum: CURATED_STATUSES }).notNull().default("suggested"),
    suggestedByUserId: uuid("suggested_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("curated_domains_country_domain_key").on(t.country, t.domain),
    index("curated_domains_status_idx").on(t.status, t.createdAt),
  ],
);

export type CuratedDomainRow = typeof curatedDomains.$inferSelect;
