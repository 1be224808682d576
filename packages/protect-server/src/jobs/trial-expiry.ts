import type { PlanReconciliation } from "../features/plans/reconciliation.ts";
import type { Job } from "./scheduler.ts";

const HOUR = 3_600_000;

/**
 * Trial expiry: ends the trial grants whose week is over and reconciles each account. It touches
 * trial grants only, so a plan that also comes from a subscription, a DiGA code, an administrator
 * or a founding grant stays (features/plans/effective-plan.ts).
 */
export function trialExpiryJob(plans: PlanReconciliation): Job {
  return {
    name: "trial-expiry",
    intervalMs: 6 * HOUR,
    firstRunAfterMs: 60_000,
    run: (tx, now) => plans.expireTrials(tx, now).then(() => undefined),
  };
}
