import type { DbOrTx } from "../../db/client.ts";
import {
  deleteBlockedBefore,
  deleteCorrectionsBefore,
  deleteExpiredOauthStates,
  deleteSamplesBefore,
  detachSamplesBefore,
} from "./records-repo.ts";

/** Raw hidden-mail rows (sender, subject) are kept this long; statistics stay. */
export const BLOCKED_RETENTION_MS = 24 * 3_600_000;

const DAY_MS = 24 * 3_600_000;
/**
 * A classification sample (sender domain, scores, matched feature names) keeps its link to the
 * mailbox this long — it says which gambling senders wrote to whom — then it is an anonymous sample.
 */
export const SAMPLE_LINK_RETENTION_MS = 30 * DAY_MS;
/** Anonymous classification samples are deleted after this long. */
export const SAMPLE_RETENTION_MS = 365 * DAY_MS;

/**
 * Deletes hidden-mail rows older than 24 hours and OAuth flows past their time-to-live, unlinks
 * classification samples from their mailbox after 30 days and deletes them and the "not gambling"
 * corrections after a year. The
 * statistics (no subject, sender or content) are kept.
 */
export async function purgeExpiredMailRecords(
  db: DbOrTx,
  now: Date,
): Promise<{
  blocked: number;
  oauthStates: number;
  samplesDetached: number;
  samplesDeleted: number;
  correctionsDeleted: number;
}> {
  const blocked = await deleteBlockedBefore(db, new Date(now.getTime() - BLOCKED_RETENTION_MS));
  const oauthStates = await deleteExpiredOauthStates(db, now);
  const samplesDeleted = await deleteSamplesBefore(db, new Date(now.getTime() - SAMPLE_RETENTION_MS));
  const samplesDetached = await detachSamplesBefore(db, new Date(now.getTime() - SAMPLE_LINK_RETENTION_MS));
  const correctionsDeleted = await deleteCorrectionsBefore(db, new Date(now.getTime() - SAMPLE_RETENTION_MS));
  return { blocked, oauthStates, samplesDetached, samplesDeleted, correctionsDeleted };
}
