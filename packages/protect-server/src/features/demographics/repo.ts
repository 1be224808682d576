import { eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { type UserRow, users } from "../../db/schema/users.ts";
import { AppError } from "../../platform/errors.ts";
import type { DemographicsPatch } from "./schema.ts";
import type { CLEARED_DEMOGRAPHICS } from "./values.ts";

/** The demographic columns of the account row and their consent stamps. */
export type DemographicsWrite =
  | (DemographicsPatch & { demographicsConsentAt: Date; demographicsWithdrawnAt: null })
  | (typeof CLEARED_DEMOGRAPHICS & { demographicsWithdrawnAt: Date });

/** The account row, locked for the rest of the transaction; undefined when there is none. */
export async function lockUserRow(tx: Tx, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  return row;
}

/** Writes the demographic columns and stamps updatedAt; not_found when the row is gone. */
export async function writeDemographics(
  db: DbOrTx,
  userId: string,
  values: DemographicsWrite,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new AppError("not_found", `User "${userId}" not found`);
  return row;
}
