import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Last run of each scheduled job, shared by every server instance. */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
});
