import { and, eq, gt, inArray, isNotNull, isNull, lt, max, min, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { protectedDevices } from "../../db/schema/protected-devices.ts";
import { resolverChanges } from "../../db/schema/resolver-changes.ts";
import { users } from "../../db/schema/users.ts";

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

/** Ids of the (not deleted) users with at least one device that is not revoked. */
export async function usersWithLiveDevices(tx: DbOrTx): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ userId: protectedDevices.userId })
    .from(protectedDevices)
    .innerJoin(users, eq(users.id, protectedDevices.userId))
    .where(and(ne(protectedDevices.status, "revoked"), isNull(users.deletedAt)));
  return rows.map((row) => row.userId);
}

export async function accountsOf(tx: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: users.id,
      plan: users.plan,
      protectionDisabledAt: users.protectionDisabledAt,
      globalBlocklistGraceUntil: users.globalBlocklistGraceUntil,
    })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
}

export async function liveDevicesOf(tx: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ userId: protectedDevices.userId, tokenHash: protectedDevices.tokenHash, status: protectedDevices.status })
    .from(protectedDevices)
    .where(and(inArray(protectedDevices.userId, [...ids]), ne(protectedDevices.status, "revoked")))
    .orderBy(protectedDevices.createdAt, protectedDevices.id);
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
