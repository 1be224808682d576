import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Plan } from "../../config.ts";
import type { DbOrTx } from "../../db/client.ts";
import { digaCodes } from "../../db/schema/diga-codes.ts";

export type DigaCodeRow = typeof digaCodes.$inferSelect;

/**
 * Marks the code used by this account if it is unused and unexpired, in one statement. Of several
 * concurrent calls exactly one gets the row: the others see used_at set once the first commits.
 */
export async function claimCode(db: DbOrTx, code: string, userId: string, now: Date): Promise<DigaCodeRow | undefined> {
  const [row] = await db
    .update(digaCodes)
    .set({ usedAt: now, usedByProfileId: userId })
    .where(
      and(
        eq(digaCodes.code, code),
        isNull(digaCodes.usedAt),
        or(isNull(digaCodes.expiresAt), gt(digaCodes.expiresAt, now)),
      ),
    )
    .returning();
  return row;
}

export async function findCode(db: DbOrTx, code: string): Promise<DigaCodeRow | undefined> {
  const [row] = await db.select().from(digaCodes).where(eq(digaCodes.code, code)).limit(1);
  return row;
}

export async function insertCodes(
  db: DbOrTx,
  rows: { code: string; grantsPlan: Plan; expiresAt: Date | null; label: string | null; notes: string | null }[],
): Promise<DigaCodeRow[]> {
  if (rows.length === 0) return [];
  return db.insert(digaCodes).values(rows).onConflictDoNothing({ target: digaCodes.code }).returning();
}
