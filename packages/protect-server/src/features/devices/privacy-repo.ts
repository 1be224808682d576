import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { deviceLocks } from "../../db/schema/device-locks.ts";
import { userDevices } from "../../db/schema/user-devices.ts";

export async function appDevicesForExport(db: DbOrTx, userId: string) {
  return db.select().from(userDevices).where(eq(userDevices.userId, userId)).orderBy(asc(userDevices.createdAt));
}

export async function deviceLocksForExport(db: DbOrTx, userId: string) {
  return db.select().from(deviceLocks).where(eq(deviceLocks.userId, userId));
}

/** Erasure: every app device and desktop companion of the account. */
export async function deleteAppDevicesOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(userDevices).where(eq(userDevices.userId, userId));
}
