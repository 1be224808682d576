import type { DbOrTx, Tx } from "../../db/client.ts";
import { deleteNotificationsOf, notificationsForExport } from "./privacy-repo.ts";

export async function exportNotifications(db: DbOrTx, userId: string) {
  return notificationsForExport(db, userId);
}

export async function forgetNotifications(tx: Tx, userId: string): Promise<void> {
  await deleteNotificationsOf(tx, userId);
}
