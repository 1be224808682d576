import type { Plan } from "../../platform/config.ts";
import { DOWNGRADE_GRACE_DAYS, planLimits } from "../plans/limits.ts";
import type { PlanChange, PlanReconciler } from "../plans/reconciliation.ts";
import { setBlocklistGrace } from "./repo.ts";

const DAY_MS = 86_400_000;

export type BlocklistMode = "curated" | "full";

export interface BlocklistAccess {
  /** The mode of the plan itself. */
  planMode: BlocklistMode;
  /** The mode that applies now: `full` while a downgrade grace runs, even on a curated plan. */
  mode: BlocklistMode;
  /** globalBlocklistGraceUntil while it lies in the future, else null. */
  graceUntil: Date | null;
  /** How many custom domains the plan allows (null: unlimited). */
  customDomainLimit: number | null;
}

/**
 * Every plan-dependent rule of the protection core in one function: the plan's blocklist mode
 * (free `curated`, pro and legend `full`, from the plan table), the 14-day downgrade grace that
 * grants `full` (globalBlocklistGraceUntil, written only by `blocklistPlanReconciler` below)
 * and the custom-domain cap.
 *
 * @example
 * blocklistAccess({ plan: "free", globalBlocklistGraceUntil: inTenDays }, now).mode // "full"
 */
export function blocklistAccess(
  account: { plan: Plan; globalBlocklistGraceUntil: Date | null },
  now: Date,
): BlocklistAccess {
  const limits = planLimits[account.plan];
  const grace = account.globalBlocklistGraceUntil;
  const graceUntil = grace && grace.getTime() > now.getTime() ? grace : null;
  const mode = limits.blocklistMode === "full" || graceUntil ? "full" : "curated";
  return { planMode: limits.blocklistMode, mode, graceUntil, customDomainLimit: limits.customDomains };
}

/**
 * What a plan change does to the downgrade grace: `undefined` leaves it as it is.
 * - a downgrade to free (the effective plan, so a running DiGA or subscription grant means there
 *   is no downgrade at all) → now + 14 days;
 * - a change to a paid plan (a re-upgrade) → cleared: the plan's own mode is `full` again, and a
 *   later downgrade starts a fresh 14 days;
 * - a change between paid plans → cleared too, which is a no-op (a paid account has no grace).
 *
 * @example
 * graceAfterPlanChange({ from: "pro", to: "free", now }) // now + 14 days
 */
export function graceAfterPlanChange(change: Pick<PlanChange, "from" | "to" | "now">): Date | null | undefined {
  if (change.from === change.to) return undefined;
  if (change.to === "free") return new Date(change.now.getTime() + DOWNGRADE_GRACE_DAYS * DAY_MS);
  return null;
}

/**
 * The blocklist feature's part of plan reconciliation (registered in app.ts). It runs only when
 * the effective plan changes and never for founding members (reconciliation.ts). Custom domains
 * are grandfathered: nothing is removed on a downgrade; `addCustomDomain` refuses a new one while
 * the kept ones fill the new cap (plan_limit).
 */
export const blocklistPlanReconciler: PlanReconciler = {
  name: "blocklists",
  async reconcile(tx, change) {
    const grace = graceAfterPlanChange(change);
    if (grace !== undefined) await setBlocklistGrace(tx, change.userId, grace);
  },
};
