import { pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** Accounts allowed on /api/admin routes. addedBy is null when granted from the CLI. */
export const adminUsers = pgTable("admin_users", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  addedBy: uuid("added_by").references(() => users.id, { onDelete: "set null" }),
});
