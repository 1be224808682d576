import type { DbOrTx } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/users.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import type { AuthUser } from "../auth/repo.ts";
import { findUserById, moveOnboardingStep, type ProfilePatch, updateUser } from "./repo.ts";
import { ONBOARDING_STEPS } from "./schema.ts";

type Step = (typeof ONBOARDING_STEPS)[number];

/**
 * Onboarding moves only forward (welcome → nickname → block → done); the same step is a no-op and
 * done is final. The move is a conditional update on the stored step, not on the step this request
 * read, so concurrent requests cannot move it back.
 */
export async function advanceOnboarding(ctx: AppContext, user: AuthUser, step: Step): Promise<UserRow> {
  const to = ONBOARDING_STEPS.indexOf(step);
  const moved = await moveOnboardingStep(
    ctx.db,
    user.id,
    { step, from: ONBOARDING_STEPS.slice(0, to) },
    ctx.clock.now(),
  );
  if (moved) return moved;
  const current = await findUserById(ctx.db, user.id);
  if (!current) throw new AppError("not_found", "Account not found");
  if (ONBOARDING_STEPS.indexOf(current.onboardingStep) > to) {
    throw new AppError("invalid_transition", `Onboarding cannot go back from "${current.onboardingStep}" to "${step}"`);
  }
  return current;
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

/** The account row, deleted or not (GET /api/me, admin views, account deletion). */
export function findUser(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  return findUserById(db, userId);
}

/**
 * Writes columns of the account row and stamps updatedAt; not_found when the row is gone. The
 * profile routes and the features that keep columns on the row (admin, account deletion,
 * demographics) write through this.
 */
export function updateAccount(db: DbOrTx, userId: string, patch: ProfilePatch, now: Date): Promise<UserRow> {
  return updateUser(db, userId, patch, now);
}
