import type { DbOrTx, Tx } from "../../db/client.ts";
import { appDevicesForExport, deleteAppDevicesOf, deviceLocksForExport } from "./privacy-repo.ts";
import { deleteLocksOfUser } from "./repo.ts";

export async function exportAppDevices(db: DbOrTx, userId: string) {
  return { appDevices: await appDevicesForExport(db, userId), deviceLocks: await deviceLocksForExport(db, userId) };
}

export async function forgetAppDevices(tx: Tx, userId: string): Promise<void> {
  await deleteLocksOfUser(tx, userId);
  await deleteAppDevicesOf(tx, userId);
}
