import type { AppContext } from "../../app-context.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { AppError } from "../../errors.ts";
import type { AuthUser } from "../auth/repo.ts";
import { findUserById, updateUser } from "./repo.ts";
import { ONBOARDING_STEPS } from "./schema.ts";

type Step = (typeof ONBOARDING_STEPS)[number];

/** Onboarding moves only forward (welcome → nickname → block → done); the same step is a no-op. */
export async function advanceOnboarding(ctx: AppContext, user: AuthUser, step: Step): Promise<UserRow> {
  const from = ONBOARDING_STEPS.indexOf(user.onboardingStep);
  const to = ONBOARDING_STEPS.indexOf(step);
  if (to < from) {
    throw new AppError("invalid_transition", `Onboarding cannot go back from "${user.onboardingStep}" to "${step}"`);
  }
  if (to === from) {
    const current = await findUserById(ctx.db, user.id);
    if (!current) throw new AppError("not_found", "Account not found");
    return current;
  }
  return updateUser(ctx.db, user.id, { onboardingStep: step }, ctx.clock.now());
}

/** MDM state as reported by the app; mdmDetectedAt keeps the first detection of the current run. */
export async function reportMdmStatus(ctx: AppContext, user: AuthUser, managed: boolean): Promise<UserRow> {
  const now = ctx.clock.now();
  const detectedAt = managed ? (user.mdmManaged && user.mdmDetectedAt ? user.mdmDetectedAt : now) : user.mdmDetectedAt;
  return updateUser(ctx.db, user.id, { mdmManaged: managed, mdmDetectedAt: detectedAt }, now);
}

/** An account that exists and is not deleted (other features check peers through this). */
export async function findActiveUser(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const user = await findUserById(db, userId);
  return user && !user.deletedAt ? user : undefined;
}
