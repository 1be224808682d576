import type { Plan } from "../../config.ts";
import { planLimits } from "../plans/limits.ts";

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
 * grants `full` (globalBlocklistGraceUntil, set only by a downgrade to free in plan reconciliation)
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
