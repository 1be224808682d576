import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { type UserRow, users } from "../../db/schema/users.ts";
import type { Plan } from "../../platform/config.ts";

/** The account row, locked for the rest of the transaction: plan changes of one account run one at a time. */
export async function lockAccountRow(tx: Tx, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  return row;
}

/** The plan columns of the account row, with the columns a caller writes in the same update. */
export type AccountPlanWrite = Partial<Omit<UserRow, "id" | "createdAt">> & {
  plan: Plan;
  foundingMember: boolean;
};

/** Writes the account's plan columns and stamps updatedAt; undefined when the row is gone. */
export async function writeAccountPlan(
  tx: Tx,
  userId: string,
  values: AccountPlanWrite,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
