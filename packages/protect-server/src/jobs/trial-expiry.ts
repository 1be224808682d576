import { and, eq, isNotNull, isNull, lt } from "drizzle-orm";
import { users } from "../db/schema/users.ts";
import type { PlanReconciliation } from "../features/plans/reconciliation.ts";
import type { Job } from "./scheduler.ts";

const HOUR = 3_600_000;

/**
 * Trial expiry: a pro account whose proTrialExpiresAt has passed and that has no payment
 * subscription goes back to free, through plan reconciliation (grace period, reconcilers).
 */
export function trialExpiryJob(plans: PlanReconciliation): Job {
  return {
    name: "trial-expiry",
    intervalMs: 6 * HOUR,
    firstRunAfterMs: 60_000,
    async run(tx, now) {
      const expired = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.plan, "pro"),
            isNotNull(users.proTrialExpiresAt),
            lt(users.proTrialExpiresAt, now),
            isNull(users.paymentSubscriptionId),
            isNull(users.deletedAt),
          ),
        );
      for (const { id } of expired) {
        await plans.applyInTx(tx, { userId: id, to: "free", source: "trial_expiry" }, now);
      }
    },
  };
}
