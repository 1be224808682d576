import type { DbOrTx } from "../../db/client.ts";
import { deleteBlockedBefore, deleteExpiredOauthStates } from "./records-repo.ts";

/** Raw hidden-mail rows (sender, subject) are kept this long; statistics stay. */
export const BLOCKED_RETENTION_MS = 24 * 3_600_000;

/**
 * Deletes hidden-mail rows older than 24 hours and OAuth flows past their time-to-live. The
 * statistics (no subject, sender or content) are kept.
 */
export async function purgeExpiredMailRecords(
  db: DbOrTx,
  now: Date,
): Promise<{ blocked: number; oauthStates: number }> {
  const blocked = await deleteBlockedBefore(db, new Date(now.getTime() - BLOCKED_RETENTION_MS));
  const oauthStates = await deleteExpiredOauthStates(db, now);
  return { blocked, oauthStates };
}
