import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { protectedDevices } from "../../db/schema/protected-devices.ts";
import { users } from "../../db/schema/users.ts";

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
