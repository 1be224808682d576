import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Where a plan came from. Each source has one owner that may write its grants (docs/decisions). */
export const PLAN_GRANT_SOURCES = ["trial", "subscription", "diga", "admin", "founding"] as const;

/**
 * Every reason an account has a plan, with its end. The effective plan (users.plan) is the highest
 * plan among the active grants, or free (features/plans/effective-plan.ts). One row per
 * (user, source, reference): a subscription id, a DiGA code, or "" for trial, admin and founding.
 */
export const planGrants = pgTable(
  "plan_grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source", { enum: PLAN_GRANT_SOURCES }).notNull(),
    reference: text("reference").notNull().default(""),
    plan: text("plan", { enum: ["free", "pro", "legend"] }).notNull(),
    startsAt: ts("starts_at").notNull(),
    /** The planned end (a trial's week); null runs until ended. */
    endsAt: ts("ends_at"),
    /** When it was ended early: cancelled, replaced by an admin, account deleted, trial job. */
    endedAt: ts("ended_at"),
    /** Subscriptions: the provider's timestamp of the last event applied (older events are stale). */
    lastEventAt: ts("last_event_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("plan_grants_user_source_reference_key").on(t.userId, t.source, t.reference),
    index("plan_grants_trial_end_idx").on(t.endsAt).where(sql`${t.source} = 'trial' and ${t.endedAt} is null`),
  ],
);

export type PlanGrantRow = typeof planGrants.$inferSelect;
export type PlanGrantSource = (typeof PLAN_GRANT_SOURCES)[number];
