import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { userCustomDomains } from "../../db/schema/blocklists.ts";

export async function customDomainsForExport(db: DbOrTx, userId: string) {
  return db
    .select({
      id: userCustomDomains.id,
      domain: userCustomDomains.domain,
      type: userCustomDomains.type,
      createdAt: userCustomDomains.createdAt,
    })
    .from(userCustomDomains)
    .where(eq(userCustomDomains.userId, userId))
    .orderBy(asc(userCustomDomains.createdAt));
}

export async function deleteCustomDomainsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(userCustomDomains).where(eq(userCustomDomains.userId, userId));
}
