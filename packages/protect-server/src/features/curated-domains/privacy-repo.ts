import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { curatedDomains } from "../../db/schema/curated-domains.ts";

export async function suggestionsForExport(db: DbOrTx, userId: string) {
  const t = curatedDomains;
  return db
    .select({ id: t.id, domain: t.domain, country: t.country, status: t.status, createdAt: t.createdAt })
    .from(t)
    .where(eq(t.suggestedByUserId, userId))
    .orderBy(asc(t.createdAt));
}

/** Unreviewed suggestions go; approved ones stay in their country's list without the suggester. */
export async function detachSuggestionsOf(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .delete(curatedDomains)
    .where(and(eq(curatedDomains.suggestedByUserId, userId), eq(curatedDomains.status, "suggested")));
  await db
    .update(curatedDomains)
    .set({ suggestedByUserId: null, updatedAt: now })
    .where(eq(curatedDomains.suggestedByUserId, userId));
}
