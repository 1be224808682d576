import type { PlanGrantRow } from "../../db/schema/plan-grants.ts";
import type { Plan } from "../../platform/config.ts";

const RANK: Record<Plan, number> = { free: 0, pro: 1, legend: 2 };

/** A grant counts from its start until its planned end or the moment it was ended, whichever is first. */
export function isGrantActive(grant: Pick<PlanGrantRow, "startsAt" | "endsAt" | "endedAt">, now: Date): boolean {
  if (grant.startsAt.getTime() > now.getTime()) return false;
  if (grant.endedAt && grant.endedAt.getTime() <= now.getTime()) return false;
  return !grant.endsAt || grant.endsAt.getTime() > now.getTime();
}

/**
 * The effective plan: the highest plan among the active grants, free when none is active. So no
 * source lowers what another gives: a pro DiGA code leaves a legend subscription on legend, and the
 * trial's end leaves a subscription or DiGA plan alone.
 *
 * @example
 * effectivePlan([{ plan: "pro", startsAt, endsAt: null, endedAt: null }], now) // "pro"
 */
export function effectivePlan(
  grants: readonly Pick<PlanGrantRow, "plan" | "startsAt" | "endsAt" | "endedAt">[],
  now: Date,
): Plan {
  let best: Plan = "free";
  for (const grant of grants) {
    if (isGrantActive(grant, now) && RANK[grant.plan] > RANK[best]) best = grant.plan;
  }
  return best;
}
