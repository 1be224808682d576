import { planLimits } from "../plans/limits.ts";
import type { PlanReconciler } from "../plans/reconciliation.ts";
import { listConnections, updateConnection } from "./repo.ts";

export const PAUSED_BY_PLAN = "plan_limit";

/**
 * Downgrade: the newest connections beyond the new cap are paused (isActive false, pausedAt,
 * pausedReason, nextScanAt = now so the scanner sweeps them one last time). Upgrade: connections
 * paused by the plan come back, oldest first, as far as the new cap allows.
 */
export const mailConnectionReconciler: PlanReconciler = {
  name: "mail-connections",
  async reconcile(tx, change) {
    const cap = planLimits[change.to].mailConnections ?? Number.POSITIVE_INFINITY;
    const rows = await listConnections(tx, change.userId);
    let kept = 0;
    for (const row of rows) {
      const pausedByOther = !row.isActive && row.pausedReason !== PAUSED_BY_PLAN;
      if (pausedByOther) continue;
      if (kept < cap) {
        kept += 1;
        if (!row.isActive) {
          await updateConnection(
            tx,
            row.id,
            { isActive: true, pausedAt: null, pausedReason: null, nextScanAt: change.now },
            change.now,
          );
        }
      } else if (row.isActive) {
        await updateConnection(
          tx,
          row.id,
          { isActive: false, pausedAt: change.now, pausedReason: PAUSED_BY_PLAN, nextScanAt: change.now },
          change.now,
        );
      }
    }
  },
};
