import type { DbOrTx, Tx } from "../../db/client.ts";
import {
  likesForExport,
  postsForExport,
  repliesForExport,
  reportsForExport,
  scrubCommunityOf,
} from "./privacy-repo.ts";

export async function exportCommunity(db: DbOrTx, userId: string) {
  return {
    posts: await postsForExport(db, userId),
    replies: await repliesForExport(db, userId),
    likes: await likesForExport(db, userId),
    reports: await reportsForExport(db, userId),
  };
}

export async function forgetCommunity(tx: Tx, userId: string, now: Date): Promise<void> {
  await scrubCommunityOf(tx, userId, now);
}
