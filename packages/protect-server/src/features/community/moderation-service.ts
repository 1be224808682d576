import type { DbOrTx } from "../../db/client.ts";
import type { Cursor } from "../../lib/pagination.ts";
import {
  clearReport,
  findTargetForUpdate,
  listQueue,
  type ModerationTarget,
  type QueueRow,
  scrubAndDelete,
} from "./moderation-repo.ts";

export type { ModerationTarget, ModerationTargetType, QueueRow } from "./moderation-repo.ts";

/**
 * Reported, not deleted posts and replies, oldest report first, keyset-paged on (reportedAt, id);
 * `limit + 1` rows. The moderation queue of the admin routes and the console.
 */
export function reportedItems(db: DbOrTx, options: { after: Cursor | undefined; limit: number }): Promise<QueueRow[]> {
  return listQueue(db, options);
}

/** The post or reply with this id, locked for a moderator's decision; undefined when there is none. */
export function lockModerationTarget(db: DbOrTx, id: string): Promise<ModerationTarget | undefined> {
  return findTargetForUpdate(db, id);
}

/** Dismiss: the reports were unfounded; the item leaves the queue and is marked reviewed. */
export function dismissReports(db: DbOrTx, target: ModerationTarget): Promise<void> {
  return clearReport(db, target);
}

/** A moderator's delete: soft delete with the content scrubbed. */
export function deleteAsModerator(db: DbOrTx, target: ModerationTarget, now: Date): Promise<void> {
  return scrubAndDelete(db, target, now);
}
