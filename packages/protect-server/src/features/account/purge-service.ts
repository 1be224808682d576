import type { Tx } from "../../db/client.ts";
import { purgePlanGrants } from "../plans/privacy-service.ts";
import { purgeProfile } from "../profile/privacy-service.ts";
import { accountsDueForPurge } from "./repo.ts";

/** How long a deleted account's tombstone keeps its ended plan grants, ban flag and trial dates. */
export const DELETED_ACCOUNT_GRACE_MS = 30 * 24 * 3_600_000;

/** Accounts purged per run; a backlog is worked off over the following runs. */
const BATCH = 500;

/**
 * The final purge of accounts deleted more than 30 days ago: ended plan grants are deleted and the
 * tombstone's remaining values nulled (purgeProfile). Returns how many accounts were purged.
 */
export async function purgeDeletedAccounts(tx: Tx, now: Date): Promise<number> {
  const due = await accountsDueForPurge(tx, new Date(now.getTime() - DELETED_ACCOUNT_GRACE_MS), BATCH);
  for (const userId of due) {
    await purgePlanGrants(tx, userId);
    await purgeProfile(tx, userId, now);
  }
  return due.length;
}
