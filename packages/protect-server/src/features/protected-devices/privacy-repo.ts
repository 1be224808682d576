import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { protectedDevices } from "../../db/schema/protected-devices.ts";

/** Protected devices for the export: never the DNS token (hash or ciphertext). */
export async function protectedDevicesForExport(db: DbOrTx, userId: string) {
  const t = protectedDevices;
  return db
    .select({
      id: t.id,
      name: t.name,
      platform: t.platform,
      status: t.status,
      userDeviceId: t.userDeviceId,
      lastDnsQueryAt: t.lastDnsQueryAt,
      degradedAt: t.degradedAt,
      revokedAt: t.revokedAt,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(asc(t.createdAt));
}

/** Erasure: the rows (and with them every DNS token hash the resolver could match) are deleted. */
export async function deleteProtectedDevicesOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(protectedDevices).where(eq(protectedDevices.userId, userId));
}
