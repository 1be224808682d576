import { bigint, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** `bypass` (issue 28): public resolvers, VPN/proxy/Tor distribution and web relays, for every protected device. */
export const GLOBAL_LISTS = ["curated", "full", "mail_senders", "bypass"] as const;
export type GlobalListName = (typeof GLOBAL_LISTS)[number];

/**
 * The global lists, one row per list: `version` grows with every change of its entries (in the same
 * transaction), so ETags and caches key on it without reading the entries.
 */
export const blocklists = pgTable("blocklists", {
  name: text("name", { enum: GLOBAL_LISTS }).primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(1),
  /** Where the last import came from (file path or URL), for the full list. */
  source: text("source"),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** Entries of the global lists: normalised domains (lower case, A-labels, no trailing dot). */
export const blocklistEntries = pgTable(
  "blocklist_entries",
  {
    list: text("list", { enum: GLOBAL_LISTS }).notNull(),
    domain: text("domain").notNull(),
    /** `seed`, `import` or `submission`. */
    origin: text("origin", { enum: ["seed", "import", "submission"] }).notNull(),
    addedAt: ts("added_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.list, t.domain] })],
);

export const DOMAIN_TYPES = ["web", "mail_domain"] as const;
export type DomainType = (typeof DOMAIN_TYPES)[number];

/** A user's own blocked domains (the seed's UserCustomDomain). */
export const userCustomDomains = pgTable(
  "user_custom_domains",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    domain: text("domain").notNull(),
    type: text("type", { enum: DOMAIN_TYPES }).notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("user_custom_domains_user_domain_type_key").on(t.userId, t.domain, t.type),
    index("user_custom_domains_user_idx").on(t.userId, t.createdAt),
  ],
);

export type UserCustomDomainRow = typeof userCustomDomains.$inferSelect;
