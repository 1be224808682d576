import type { DbOrTx, Tx } from "../../db/client.ts";
import { deletePushTokensOf, pushTokensForExport } from "./privacy-repo.ts";

export async function exportPushTokens(db: DbOrTx, userId: string) {
  return pushTokensForExport(db, userId);
}

export async function forgetPushTokens(tx: Tx, userId: string): Promise<void> {
  await deletePushTokensOf(tx, userId);
}
