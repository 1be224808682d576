import type { DbOrTx, Tx } from "../../db/client.ts";
import { deleteProtectedDevicesOf, protectedDevicesForExport } from "./privacy-repo.ts";

export async function exportProtectedDevices(db: DbOrTx, userId: string) {
  return protectedDevicesForExport(db, userId);
}

/**
 * The DNS tokens are revoked by deleting their rows: the resolver keys devices by the token hash,
 * so a deleted row answers like an unknown token. The account's own deletion is a resolver change
 * (trigger on users), so protect-dns drops its cached policy.
 */
export async function forgetProtectedDevices(tx: Tx, userId: string): Promise<void> {
  await deleteProtectedDevicesOf(tx, userId);
}
