import type { DbOrTx, Tx } from "../../db/client.ts";
import { notifyUser } from "../notifications/service.ts";
import {
  alliesForExport,
  allyshipsForExport,
  approvalsForExport,
  deleteAlliesEndedBefore,
  deleteAlliesOf,
  deleteAllyApprovalsBefore,
  deleteAllyEventsBefore,
  deleteAllyshipsOf,
  eventsForExport,
} from "./privacy-repo.ts";

/**
 * The export's `allies` section: the allies the user invited (with the events stored for them) and
 * their two-person-rule requests; and, if the account is someone's ally, those relationships as the
 * ally sees them (the name the user chose, never the user's account) and the events shared with it.
 */
export async function exportAllies(db: DbOrTx, userId: string) {
  const allies = await alliesForExport(db, userId);
  const allyships = await allyshipsForExport(db, userId);
  return {
    allies,
    sharedWithAllies: await eventsForExport(
      db,
      allies.map((row) => row.id),
    ),
    approvals: await approvalsForExport(db, userId),
    allyOf: allyships,
    sharedWithMe: await eventsForExport(
      db,
      allyships.map((row) => row.id),
    ),
  };
}

/**
 * Erasure: the user's allies and requests go; relationships in which the account is the ally go too,
 * and each of those users is told their ally left.
 */
export async function forgetAllies(tx: Tx, userId: string, now: Date): Promise<void> {
  await deleteAlliesOf(tx, userId);
  for (const allyship of await deleteAllyshipsOf(tx, userId)) {
    if (allyship.status !== "ended") {
      await notifyUser(tx, allyship.userId, "ally_ended", { allyId: allyship.id, by: "ally" }, now);
    }
  }
}

const DAY_MS = 24 * 3_600_000;
/** An ended relationship (the ally's address, what they were sent) is kept this long, for the user's history. */
export const ENDED_ALLY_RETENTION_MS = 30 * DAY_MS;
/** A shared event is kept this long (the ally page shows the recent ones). */
export const ALLY_EVENT_RETENTION_MS = 90 * DAY_MS;

/** Retention (privacy-retention job): ended allies after 30 days, events and requests after 90. */
export async function purgeOldAllyDataInTx(tx: Tx, now: Date): Promise<number> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return (
    (await deleteAlliesEndedBefore(tx, before(ENDED_ALLY_RETENTION_MS))) +
    (await deleteAllyEventsBefore(tx, before(ALLY_EVENT_RETENTION_MS))) +
    (await deleteAllyApprovalsBefore(tx, before(ALLY_EVENT_RETENTION_MS)))
  );
}
