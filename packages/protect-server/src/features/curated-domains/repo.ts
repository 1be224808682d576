import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type CURATED_STATUSES, type CuratedDomainRow, curatedDomains } from "../../db/schema/curated-domains.ts";

type CuratedStatus = (typeof CURATED_STATUSES)[number];

export async function approvedDomainsOf(db: DbOrTx, country: string): Promise<string[]> {
  const rows = await db
    .select({ domain: curatedDomains.domain })
    .from(curatedDomains)
    .where(and(eq(curatedDomains.country, country), eq(curatedDomains.status, "approved")))
    .orderBy(asc(curatedDomains.domain));
  return rows.map((row) => row.domain);
}

/** Inserts a suggestion; an existing row of the same country and domain is returned unchanged. */
export async function insertSuggestion(
  db: DbOrTx,
  values: { domain: string; country: string; suggestedByUserId: string; now: Date },
): Promise<{ created: boolean; row: CuratedDomainRow }> {
  const [inserted] = await db
    .insert(curatedDomains)
    .values({
      domain: values.domain,
      country: values.country,
      status: "suggested",
      suggestedByUserId: values.suggestedByUserId,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { created: true, row: inserted };
  const [existing] = await db
    .select()
    .from(curatedDomains)
    .where(and(eq(curatedDomains.country, values.country), eq(curatedDomains.domain, values.domain)));
  if (!existing) throw new Error("suggestion conflicted but cannot be read");
  return { created: false, row: existing };
}

export async function listCurated(
  db: DbOrTx,
  filter: { status?: CuratedStatus | undefined; country?: string | undefined; limit: number; offset: number },
): Promise<CuratedDomainRow[]> {
  return db
    .select()
    .from(curatedDomains)
    .where(
      and(
        filter.status ? eq(curatedDomains.status, filter.status) : undefined,
        filter.country ? eq(curatedDomains.country, filter.country) : undefined,
      ),
    )
    .orderBy(asc(curatedDomains.createdAt), asc(curatedDomains.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function setCuratedStatus(
  db: DbOrTx,
  id: string,
  status: CuratedStatus,
  now: Date,
): Promise<CuratedDomainRow | undefined> {
  const [row] = await db
    .update(curatedDomains)
    .set({ status, updatedAt: now })
    .where(eq(curatedDomains.id, id))
    .returning();
  return row;
}
