import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** Single-use DiGA prescription codes; redemption marks the code used and sets the plan. */
export const digaCodes = pgTable(
  "diga_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    grantsPlan: text("grants_plan", { enum: ["free", "pro", "legend"] })
      .notNull()
      .default("legend"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedByProfileId: uuid("used_by_profile_id").references(() => users.id, { onDelete: "set null" }),
    label: text("label"),
    notes: text("notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("diga_codes_code_key").on(t.code)],
);
