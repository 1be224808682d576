import type { DbOrTx, Tx } from "../../db/client.ts";
import { deleteFollowsOf, followsForExport } from "./privacy-repo.ts";

export async function exportFollows(db: DbOrTx, userId: string) {
  return followsForExport(db, userId);
}

/** Both directions go: who followed whom is personal to both sides. */
export async function forgetFollows(tx: Tx, userId: string): Promise<void> {
  await deleteFollowsOf(tx, userId);
}
