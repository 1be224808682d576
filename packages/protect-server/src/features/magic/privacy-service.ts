import type { DbOrTx, Tx } from "../../db/client.ts";
import { deleteMagicOf, magicSessionsForExport } from "./privacy-repo.ts";

export async function exportMagicSessions(db: DbOrTx, userId: string) {
  return magicSessionsForExport(db, userId);
}

/** Pairing codes and `mgc_` sessions go, so a paired companion is signed out at once. */
export async function forgetMagic(tx: Tx, userId: string): Promise<void> {
  await deleteMagicOf(tx, userId);
}
