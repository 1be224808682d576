import { and, asc, isNotNull, isNull, lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";

/** Soft-deleted accounts deleted at or before `deletedBefore` and not yet purged, oldest first. */
export async function accountsDueForPurge(db: DbOrTx, deletedBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletedAt), isNull(users.purgedAt), lte(users.deletedAt, deletedBefore)))
    .orderBy(asc(users.deletedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
