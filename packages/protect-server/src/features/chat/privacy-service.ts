import type { DbOrTx, Tx } from "../../db/client.ts";
import {
  directMessagesForExport,
  reactionsForExport,
  roomMembershipsForExport,
  roomMessagesForExport,
  scrubChatOf,
} from "./privacy-repo.ts";

export async function exportChat(db: DbOrTx, userId: string) {
  return {
    roomMessages: await roomMessagesForExport(db, userId),
    directMessagesSent: await directMessagesForExport(db, userId),
    reactions: await reactionsForExport(db, userId),
    roomMemberships: await roomMembershipsForExport(db, userId),
  };
}

export async function forgetChat(tx: Tx, userId: string, now: Date): Promise<void> {
  await scrubChatOf(tx, userId, now);
}
