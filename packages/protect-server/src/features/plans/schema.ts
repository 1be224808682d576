import { z } from "zod";
import { PLANS } from "../../platform/config.ts";
import { PLAN_AXES, type PlanLimits } from "./limits.ts";

const count = z.number().int().nullable().describe("null: unlimited");

export const planLimitsSchema = z.object({
  mailConnections: count,
  protectedDevices: count,
  appDevices: count,
  customDomains: count,
  voiceSecondsPerDay: count,
  blocklistMode: z.enum(["curated", "full"]),
  coachVoicePicker: z.boolean(),
  deviceLock: z.boolean(),
  allies: z.number().int(),
});

// Every limit of the table is in the answer (the response schema drops what it does not declare):
// a limit added to PlanLimits stops this line compiling until the schema declares it too.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const planLimitsDeclared: Same<z.infer<typeof planLimitsSchema>, PlanLimits> = true;

export const mePlanSchema = z.object({
  userId: z.string(),
  plan: z.enum(PLANS),
  foundingMember: z.boolean(),
  globalBlocklistGraceUntil: z.string().nullable(),
  proTrialExpiresAt: z.string().nullable(),
  planLimits: planLimitsSchema,
});

export const changePreviewQuery = z.object({ to: z.enum(PLANS) });

const axis = z.enum(PLAN_AXES);
const axisValue = z.union([z.number(), z.string(), z.boolean(), z.null()]);

export const changePreviewSchema = z.object({
  from: z.enum(PLANS),
  to: z.enum(PLANS),
  direction: z.enum(["upgrade", "downgrade", "same"]),
  gains: z.array(axis),
  keeps: z.array(axis),
  losses: z.array(axis),
  changes: z.array(
    z.object({ resource: axis, from: axisValue, to: axisValue, effect: z.enum(["gain", "keep", "loss"]) }),
  ),
});
