import { and, gt, isNotNull, lt, max, min, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { resolverChanges } from "../../db/schema/resolver-changes.ts";

export async function insertChange(tx: DbOrTx, userId: string | null, now: Date): Promise<void> {
  await tx.insert(resolverChanges).values({ userId, changedAt: now });
}

/** The newest and oldest kept versions (0 and null when the log is empty). */
export async function versionRange(tx: DbOrTx): Promise<{ newest: number; oldest: number | null }> {
  const [row] = await tx
    .select({ newest: max(resolverChanges.version), oldest: min(resolverChanges.version) })
    .from(resolverChanges);
  return { newest: Number(row?.newest ?? 0), oldest: row?.oldest == null ? null : Number(row.oldest) };
}

export async function usersChangedSince(tx: DbOrTx, since: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ userId: resolverChanges.userId })
    .from(resolverChanges)
    .where(and(gt(resolverChanges.version, since), isNotNull(resolverChanges.userId)));
  return rows.flatMap((row) => (row.userId ? [row.userId] : []));
}

/** Drops entries older than `before`, always keeping the newest (so versions never restart). */
export async function pruneChanges(tx: DbOrTx, before: Date): Promise<void> {
  await tx
    .delete(resolverChanges)
    .where(
      and(
        lt(resolverChanges.changedAt, before),
        lt(resolverChanges.version, sql`(select max(${resolverChanges.version}) from ${resolverChanges})`),
      ),
    );
}
