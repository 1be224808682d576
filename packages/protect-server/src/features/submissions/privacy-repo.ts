import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { domainSubmissions } from "../../db/schema/domain-submissions.ts";

export async function submissionsForExport(db: DbOrTx, userId: string) {
  const t = domainSubmissions;
  return db
    .select({
      id: t.id,
      domain: t.domain,
      type: t.type,
      status: t.status,
      createdAt: t.createdAt,
      decidedAt: t.decidedAt,
    })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(asc(t.createdAt));
}

/** Every submission row of the user goes; an approved domain already lives on in the global list. */
export async function deleteSubmissionsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(domainSubmissions).where(eq(domainSubmissions.userId, userId));
}
