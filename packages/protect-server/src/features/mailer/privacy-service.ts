import type { Tx } from "../../db/client.ts";
import { deleteOutboxMailOfUser } from "./outbox-repo.ts";

/** Erasure: mail still queued about the account is never sent. */
export async function forgetQueuedMail(tx: Tx, userId: string): Promise<void> {
  await deleteOutboxMailOfUser(tx, userId);
}
