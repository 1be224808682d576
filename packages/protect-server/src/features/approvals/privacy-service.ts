import type { DbOrTx, Tx } from "../../db/client.ts";
import { approvalsForExport, deleteApprovalsOf } from "./privacy-repo.ts";

export async function exportApprovals(db: DbOrTx, userId: string) {
  return approvalsForExport(db, userId);
}

export async function forgetApprovals(tx: Tx, userId: string): Promise<void> {
  await deleteApprovalsOf(tx, userId);
}
