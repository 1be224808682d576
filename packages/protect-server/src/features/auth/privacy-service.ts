import type { DbOrTx, Tx } from "../../db/client.ts";
import { deleteSessionsOf, sessionsForExport } from "./privacy-repo.ts";

export async function exportSessions(db: DbOrTx, userId: string) {
  return sessionsForExport(db, userId);
}

/** Art. 17: sessions are deleted outright (a revoked session's device id is personal too). */
export async function forgetSessions(tx: Tx, userId: string): Promise<void> {
  await deleteSessionsOf(tx, userId);
}
