import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type ProtectedDeviceRow, protectedDevices } from "../../db/schema/protected-devices.ts";

export async function countLiveDevices(tx: DbOrTx, userId: string): Promise<number> {
  const rows = await tx
    .select({ id: protectedDevices.id })
    .from(protectedDevices)
    .where(and(eq(protectedDevices.userId, userId), ne(protectedDevices.status, "revoked")));
  return rows.length;
}

export async function insertProtectedDevice(
  tx: DbOrTx,
  values: Pick<
    ProtectedDeviceRow,
    "userId" | "name" | "platform" | "tokenHash" | "tokenCiphertext" | "userDeviceId"
  > & {
    now: Date;
  },
): Promise<ProtectedDeviceRow> {
  const { now, ...rest } = values;
  const [row] = await tx
    .insert(protectedDevices)
    .values({ ...rest, createdAt: now })
    .returning();
  if (!row) throw new Error("protected device insert returned no row");
  return row;
}

/** The account's devices that are not revoked, oldest first (the order the plan cap keeps). */
export async function listLiveDevices(tx: DbOrTx, userId: string): Promise<ProtectedDeviceRow[]> {
  return tx
    .select()
    .from(protectedDevices)
    .where(and(eq(protectedDevices.userId, userId), ne(protectedDevices.status, "revoked")))
    .orderBy(asc(protectedDevices.createdAt), asc(protectedDevices.id));
}

export async function findProtectedDevice(
  tx: DbOrTx,
  userId: string,
  id: string,
): Promise<ProtectedDeviceRow | undefined> {
  const [row] = await tx
    .select()
    .from(protectedDevices)
    .where(and(eq(protectedDevices.userId, userId), eq(protectedDevices.id, id)));
  return row;
}

export async function findByUserDevice(tx: DbOrTx, userDeviceId: string): Promise<ProtectedDeviceRow | undefined> {
  const [row] = await tx
    .select()
    .from(protectedDevices)
    .where(and(eq(protectedDevices.userDeviceId, userDeviceId), ne(protectedDevices.status, "revoked")));
  return row;
}

export async function updateProtectedDevice(
  tx: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      ProtectedDeviceRow,
      "status" | "lastDnsQueryAt" | "degradedAt" | "revokedAt" | "tokenCiphertext" | "silentSince"
    >
  >,
): Promise<ProtectedDeviceRow> {
  const [row] = await tx.update(protectedDevices).set(values).where(eq(protectedDevices.id, id)).returning();
  if (!row) throw new Error("protected device update returned no row");
  return row;
}

/** The devices of these token hashes, row-locked for the handshake's update. */
export async function lockByTokenHashes(tx: DbOrTx, hashes: string[]): Promise<ProtectedDeviceRow[]> {
  if (hashes.length === 0) return [];
  return tx.select().from(protectedDevices).where(inArray(protectedDevices.tokenHash, hashes)).for("update");
}

/** Retention: deletes devices revoked at or before `cutoff`; the number deleted. */
export async function deleteDevicesRevokedBefore(tx: DbOrTx, cutoff: Date): Promise<number> {
  const rows = await tx
    .delete(protectedDevices)
    .where(
      and(
        eq(protectedDevices.status, "revoked"),
        isNotNull(protectedDevices.revokedAt),
        lte(protectedDevices.revokedAt, cutoff),
      ),
    )
    .returning({ id: protectedDevices.id });
  return rows.length;
}

/**
 * Marks active devices whose last DNS query is older than `quietSince` (and not marked yet) as
 * silent; returns them. A device that never sent a query is pending, not silent.
 */
export async function markSilentDevices(tx: DbOrTx, quietSince: Date, now: Date): Promise<ProtectedDeviceRow[]> {
  return tx
    .update(protectedDevices)
    .set({ silentSince: now })
    .where(
      and(
        eq(protectedDevices.status, "active"),
        isNull(protectedDevices.silentSince),
        lt(protectedDevices.lastDnsQueryAt, quietSince),
      ),
    )
    .returning();
}
