import type { DbOrTx, Tx } from "../../db/client.ts";
import { insertChange, pruneChanges, usersChangedSince, versionRange } from "./repo.ts";

/**
 * The resolver change log (`resolver_changes`): a version per change of what protect-dns must
 * answer, so the resolver can ask for "what changed since v". It sits below every feature that
 * changes a policy (protection, blocklists, custom domains, protected devices) and below the one
 * that reads policies for the resolver (resolver-policy): they all write or read it, it knows none
 * of them (docs/decisions/protect-layering.md, "Which way features depend").
 */

/** Change-log entries older than this are pruned; a client behind them gets 410 and a snapshot. */
export const CHANGE_RETENTION_MS = 7 * 24 * 3_600_000;

/**
 * Records that a user's resolver policy changed (null: a global list changed), in the change's own
 * transaction. The devices features call it (enrolment, revocation, degradation); the protection
 * core's and the account's changes are recorded by triggers (migration 0010).
 */
export async function recordPolicyChange(tx: DbOrTx, userId: string | null, now: Date): Promise<void> {
  await insertChange(tx, userId, now);
}

/** The newest and oldest kept versions (0 and null when the log is empty). */
export function changeLogRange(tx: DbOrTx): Promise<{ newest: number; oldest: number | null }> {
  return versionRange(tx);
}

/** The users named by changes after version `since`. */
export function usersChangedAfter(tx: DbOrTx, since: number): Promise<string[]> {
  return usersChangedSince(tx, since);
}

/** The hourly job's part: prune the change log. */
export function pruneChangesInTx(tx: Tx, now: Date): Promise<void> {
  return pruneChanges(tx, new Date(now.getTime() - CHANGE_RETENTION_MS));
}
