import type { Plan } from "../../platform/config.ts";
import { PLAN_AXES, PLAN_RANK, type PlanLimits, planLimits } from "./limits.ts";

export type Axis = (typeof PLAN_AXES)[number];
export type AxisValue = number | string | boolean | null;
export type Effect = "gain" | "keep" | "loss";

export interface ChangePreview {
  from: Plan;
  to: Plan;
  direction: "upgrade" | "downgrade" | "same";
  gains: Axis[];
  keeps: Axis[];
  losses: Axis[];
  changes: { resource: Axis; from: AxisValue; to: AxisValue; effect: Effect }[];
}

/** Orders one axis' values: null (unlimited) beats any number, full beats curated, true beats false. */
function score(value: PlanLimits[Axis]): number {
  if (value === null) return Number.POSITIVE_INFINITY;
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  return value === "full" ? 1 : 0;
}

/**
 * What changes per axis when `from` becomes `to`. Founding members are exempt from downgrade
 * reconciliation, so for them every axis is kept and the direction is `same`.
 */
export function previewPlanChange(from: Plan, to: Plan, foundingMember: boolean): ChangePreview {
  const changes = PLAN_AXES.map((resource) => {
    const before = planLimits[from][resource];
    const after = foundingMember ? before : planLimits[to][resource];
    const delta = score(after) - score(before);
    const effect: Effect = delta > 0 ? "gain" : delta < 0 ? "loss" : "keep";
    return { resource, from: before, to: after, effect };
  });
  const pick = (effect: Effect) => changes.filter((c) => c.effect === effect).map((c) => c.resource);
  const rank = PLAN_RANK[to] - PLAN_RANK[from];
  const direction = foundingMember || rank === 0 ? "same" : rank > 0 ? "upgrade" : "downgrade";
  return { from, to, direction, gains: pick("gain"), keeps: pick("keep"), losses: pick("loss"), changes };
}
