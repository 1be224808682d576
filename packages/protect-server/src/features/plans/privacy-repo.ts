import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { planGrants } from "../../db/schema/plan-grants.ts";

export async function grantsForExport(db: DbOrTx, userId: string) {
  const t = planGrants;
  return db
    .select({
      id: t.id,
      source: t.source,
      reference: t.reference,
      plan: t.plan,
      startsAt: t.startsAt,
      endsAt: t.endsAt,
      endedAt: t.endedAt,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(asc(t.createdAt));
}

export async function deleteGrantsOf(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db.delete(planGrants).where(eq(planGrants.userId, userId)).returning({ id: planGrants.id });
  return rows.length;
}
