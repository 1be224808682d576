import type { DbOrTx, Tx } from "../../db/client.ts";
import { deleteMailRecordsOf, hiddenMailForExport, mailStatsForExport } from "./privacy-repo.ts";

export async function exportMailRecords(db: DbOrTx, userId: string) {
  return { hiddenMail: await hiddenMailForExport(db, userId), statistics: await mailStatsForExport(db, userId) };
}

/** Hidden-mail rows (sender, subject) and the per-day counts go. */
export async function forgetMailRecords(tx: Tx, userId: string): Promise<void> {
  await deleteMailRecordsOf(tx, userId);
}
