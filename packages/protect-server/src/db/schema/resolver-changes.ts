import { bigserial, index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The resolver's change log (docs/decisions/protect-dns-contract.md): one row per policy-relevant
 * change of a user (or of a global list, user null), written in the change's transaction. No
 * foreign key: the deletion of a user is itself a change the log must keep.
 */
export const resolverChanges = pgTable(
  "resolver_changes",
  {
    version: bigserial("version", { mode: "number" }).primaryKey(),
    userId: uuid("user_id"),
    changedAt: timestamp("changed_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("resolver_changes_changed_idx").on(t.changedAt)],
);
