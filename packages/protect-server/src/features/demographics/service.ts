import type { UserRow } from "../../db/schema/users.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { lockUserRow, writeDemographics } from "./repo.ts";
import type { DemographicsPatch } from "./schema.ts";
import { CLEARED_DEMOGRAPHICS, MIN_AGE } from "./values.ts";

export const PRO_TRIAL_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * The trial rule: a free account that has never had a trial gets one week of pro the first time its
 * demographic profile is complete (birthYear, gender, bundesland and employmentStatus all set).
 */
export function earnsTrial(user: UserRow): boolean {
  const complete =
    user.birthYear !== null && user.gender !== null && user.bundesland !== null && user.employmentStatus !== null;
  return complete && user.plan === "free" && user.proTrialUsedAt === null;
}

/**
 * Writes demographic fields and stamps consent. A re-grant after withdrawal (clearing the withdrawal,
 * stamping consent, writing fields, maybe awarding the trial) happens in one transaction.
 */
export async function patchDemographics(
  ctx: AppContext,
  userId: string,
  patch: DemographicsPatch,
): Promise<{ user: UserRow; trialAwarded: boolean }> {
  const now = ctx.clock.now();
  const maxYear = now.getUTCFullYear() - MIN_AGE;
  if (patch.birthYear != null && patch.birthYear > maxYear) {
    throw new AppError("invalid_input", `Invalid input: "body.birthYear" must be ${maxYear} or earlier`, {
      fields: [{ path: "body.birthYear", message: `must be ${maxYear} or earlier` }],
    });
  }
  return ctx.db.transaction(async (tx) => {
    const current = await lockUserRow(tx, userId);
    if (!current) throw new AppError("not_found", `User "${userId}" not found`);
    const consentAt =
      current.demographicsConsentAt && !current.demographicsWithdrawnAt ? current.demographicsConsentAt : now;
    const written = await writeDemographics(
      tx,
      userId,
      { ...patch, demographicsConsentAt: consentAt, demographicsWithdrawnAt: null },
      now,
    );
    if (!earnsTrial(written)) return { user: written, trialAwarded: false };
    const user = await ctx.plans.grant(
      tx,
      {
        userId,
        source: "trial",
        plan: "pro",
        endsAt: new Date(now.getTime() + PRO_TRIAL_DAYS * DAY_MS),
        cause: "trial_award",
        also: {
          proTrialStartedAt: now,
          proTrialExpiresAt: new Date(now.getTime() + PRO_TRIAL_DAYS * DAY_MS),
          proTrialSource: "demographics",
          proTrialUsedAt: now,
        },
      },
      now,
    );
    return { user, trialAwarded: true };
  });
}

/** Withdraws consent: every demographic field becomes null, the legacy profession included. */
export async function deleteDemographics(ctx: AppContext, userId: string): Promise<UserRow> {
  const now = ctx.clock.now();
  return writeDemographics(
    ctx.db,
    userId,
    {
      ...CLEARED_DEMOGRAPHICS,
      demographicsWithdrawnAt: now,
    },
    now,
  );
}
