import { and, asc, eq, isNull, lt, lte, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type MailConnectionRow, mailConnections } from "../../db/schema/mail-connections.ts";
import { users } from "../../db/schema/users.ts";
import { type BlocklistMode, blocklistAccess } from "../blocklists/plan-rules.ts";

/** The blocklist mode that applies to the account now (plan, or `full` during the downgrade grace). */
export async function accountPlanMode(db: DbOrTx, userId: string, now: Date): Promise<BlocklistMode> {
  const [row] = await db
    .select({ plan: users.plan, globalBlocklistGraceUntil: users.globalBlocklistGraceUntil })
    .from(users)
    .where(eq(users.id, userId));
  return row ? blocklistAccess(row, now).mode : "curated";
}

export interface ScanCursor {
  uidValidity: number | null;
  lastScannedUid: number;
}

/**
 * Advances a connection's scan cursor only if it is still where this scan started: of two scans
 * of one mailbox at once (the daemon and a manual scan), one records the result, the other's
 * update finds nothing and it writes nothing else.
 */
export async function advanceCursor(
  db: DbOrTx,
  connectionId: string,
  from: ScanCursor,
  to: ScanCursor & { lastScanAt: Date; nextScanAt: Date | null },
): Promise<boolean> {
  const rows = await db
    .update(mailConnections)
    .set({
      uidValidity: to.uidValidity,
      lastScannedUid: to.lastScannedUid,
      lastScanAt: to.lastScanAt,
      nextScanAt: to.nextScanAt,
      lastConnectError: null,
      lastConnectErrorAt: null,
      updatedAt: to.lastScanAt,
    })
    .where(
      and(
        eq(mailConnections.id, connectionId),
        eq(mailConnections.lastScannedUid, from.lastScannedUid),
        from.uidValidity === null
          ? isNull(mailConnections.uidValidity)
          : eq(mailConnections.uidValidity, from.uidValidity),
      ),
    )
    .returning({ id: mailConnections.id });
  return rows.length > 0;
}

export async function recordConnectError(db: DbOrTx, connectionId: string, error: string, now: Date, nextScanAt: Date) {
  await db
    .update(mailConnections)
    .set({ lastConnectError: error, lastConnectErrorAt: now, nextScanAt, updatedAt: now })
    .where(eq(mailConnections.id, connectionId));
}

/** Connections due for a scheduled scan: active ones, and paused ones owed their last sweep. */
export async function dueConnections(db: DbOrTx, now: Date, limit: number): Promise<MailConnectionRow[]> {
  return db
    .select()
    .from(mailConnections)
    .where(lte(mailConnections.nextScanAt, now))
    .orderBy(asc(mailConnections.nextScanAt))
    .limit(limit);
}

/**
 * Takes the connection's scan lease unless another scan holds an unexpired one; answers the lease's
 * end (what releases it) or null. The lease ends with releaseScanLease, or by itself after `ms` if
 * that scan's process died.
 */
export async function takeScanLease(db: DbOrTx, connectionId: string, now: Date, ms: number): Promise<Date | null> {
  const until = new Date(now.getTime() + ms);
  const rows = await db
    .update(mailConnections)
    .set({ scanLeaseUntil: until })
    .where(
      and(
        eq(mailConnections.id, connectionId),
        or(isNull(mailConnections.scanLeaseUntil), lt(mailConnections.scanLeaseUntil, now)),
      ),
    )
    .returning({ id: mailConnections.id });
  return rows.length > 0 ? until : null;
}

/** Releases the lease that ends at `until`; a lease another scan has taken since stays. */
export async function releaseScanLease(db: DbOrTx, connectionId: string, until: Date): Promise<void> {
  await db
    .update(mailConnections)
    .set({ scanLeaseUntil: null })
    .where(and(eq(mailConnections.id, connectionId), eq(mailConnections.scanLeaseUntil, until)));
}
