import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type UserRow, users } from "../../db/schema/users.ts";
import { AppError } from "../../errors.ts";

export type ProfilePatch = Partial<Omit<UserRow, "id" | "createdAt">>;

/** Updates the account row and returns it; updatedAt is stamped with `now`. */
export async function updateUser(db: DbOrTx, userId: string, patch: ProfilePatch, now: Date): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new AppError("not_found", `User "${userId}" not found`);
  return row;
}

export async function findUserById(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
