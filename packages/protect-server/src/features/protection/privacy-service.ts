import type { DbOrTx, Tx } from "../../db/client.ts";
import { cooldownsForExport, deleteCooldownsOf } from "./privacy-repo.ts";

export async function exportCooldowns(db: DbOrTx, userId: string) {
  return cooldownsForExport(db, userId);
}

/** The cooldown history is behaviour data about the addiction (Art. 9): deleted at erasure. */
export async function forgetCooldowns(tx: Tx, userId: string): Promise<void> {
  await deleteCooldownsOf(tx, userId);
}
