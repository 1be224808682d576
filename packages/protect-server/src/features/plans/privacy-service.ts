import type { DbOrTx, Tx } from "../../db/client.ts";
import { deleteGrantsOf, grantsForExport } from "./privacy-repo.ts";

export async function exportPlanGrants(db: DbOrTx, userId: string) {
  return grantsForExport(db, userId);
}

/**
 * The ended grants of a deleted account (what plan was paid or prescribed, and when) are kept until
 * the final purge (docs/privacy.md, "Soft-deleted accounts"), then deleted here.
 */
export async function purgePlanGrants(tx: Tx, userId: string): Promise<number> {
  return deleteGrantsOf(tx, userId);
}
