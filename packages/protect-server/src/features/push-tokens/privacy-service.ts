import type { DbOrTx, Tx } from "../../db/client.ts";
import { pushTokensForExport } from "./privacy-repo.ts";
import { deletePushTokensOfUser } from "./repo.ts";

export async function exportPushTokens(db: DbOrTx, userId: string) {
  return pushTokensForExport(db, userId);
}

export async function forgetPushTokens(tx: Tx, userId: string): Promise<void> {
  await deletePushTokensOfUser(tx, userId);
}
