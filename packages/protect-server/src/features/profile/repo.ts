import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type UserRow, users } from "../../db/schema/users.ts";
import { AppError } from "../../platform/errors.ts";

export type ProfilePatch = Partial<Omit<UserRow, "id" | "createdAt">>;

/**
 * Updates the account row and returns it; updatedAt is stamped with `now`. Only when some field
 * of the patch differs from the stored value (`IS DISTINCT FROM`, in the same statement): a patch
 * that changes nothing writes nothing, and the row, updatedAt included, stays as it was.
 */
export async function updateUser(db: DbOrTx, userId: string, patch: ProfilePatch, now: Date): Promise<UserRow> {
  const fields = Object.entries(patch).filter(([, value]) => value !== undefined) as [keyof ProfilePatch, unknown][];
  const differs = or(
    ...fields.map(([key, value]) => sql`${users[key]} is distinct from ${sql.param(value, users[key])}`),
  );
  const [row] =
    fields.length === 0
      ? []
      : await db
          .update(users)
          .set({ ...patch, updatedAt: now })
          .where(and(eq(users.id, userId), differs))
          .returning();
  const result = row ?? (await findUserById(db, userId));
  if (!result) throw new AppError("not_found", `User "${userId}" not found`);
  return result;
}

export async function findUserById(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/**
 * Moves the onboarding step to `step` only while it is one of `from`, in one statement: of two
 * concurrent moves each sees the other's result, so the step never goes back (done stays done).
 */
export async function moveOnboardingStep(
  db: DbOrTx,
  userId: string,
  move: { step: UserRow["onboardingStep"]; from: readonly UserRow["onboardingStep"][] },
  now: Date,
): Promise<UserRow | undefined> {
  if (move.from.length === 0) return undefined;
  const [row] = await db
    .update(users)
    .set({ onboardingStep: move.step, updatedAt: now })
    .where(and(eq(users.id, userId), inArray(users.onboardingStep, [...move.from])))
    .returning();
  return row;
}
