import type { DbOrTx, Tx } from "../../db/client.ts";
import { deleteSubmissionsOf, submissionsForExport } from "./privacy-repo.ts";

export async function exportSubmissions(db: DbOrTx, userId: string) {
  return submissionsForExport(db, userId);
}

/**
 * The submissions (who proposed what) are deleted. An approved domain stays in the global blocklist
 * (blocklist_entries, origin `submission`): a gambling domain is not personal once detached.
 */
export async function forgetSubmissions(tx: Tx, userId: string): Promise<void> {
  await deleteSubmissionsOf(tx, userId);
}
