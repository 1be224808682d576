import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, sum } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { mailConnections, mailOauthPendingStates } from "../../db/schema/mail-connections.ts";
import {
  globalMailDisplayNames,
  mailBlocked,
  mailBlockedStats,
  mailClassificationCorrections,
  mailClassificationSamples,
} from "../../db/schema/mail-records.ts";

export type NewBlocked = typeof mailBlocked.$inferInsert;
export type NewSample = typeof mailClassificationSamples.$inferInsert;

/** Rows per INSERT: PostgreSQL's bind message holds at most 65,535 parameters (a 10,000-mail scan has more). */
const ROWS_PER_INSERT = 1000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) out.push(rows.slice(i, i + ROWS_PER_INSERT));
  return out;
}

/** Inserts blocked-mail rows; a message already recorded (same connection, UIDVALIDITY, UID) is skipped. */
export async function insertBlocked(db: DbOrTx, rows: readonly NewBlocked[]): Promise<number> {
  let count = 0;
  for (const chunk of chunks(rows)) {
    const inserted = await db.insert(mailBlocked).values(chunk).onConflictDoNothing().returning({ id: mailBlocked.id });
    count += inserted.length;
  }
  return count;
}

/** Adds to the (user, UTC day, connection) counter. */
export async function addToStats(
  db: DbOrTx,
  userId: string,
  connectionId: string,
  day: string,
  count: number,
): Promise<void> {
  if (count === 0) return;
  await db
    .insert(mailBlockedStats)
    .values({ userId, connectionId, day, count })
    .onConflictDoUpdate({
      target: [mailBlockedStats.userId, mailBlockedStats.day, mailBlockedStats.connectionId],
      set: { count: sql`${mailBlockedStats.count} + ${count}` },
    });
}

export async function insertSamples(db: DbOrTx, rows: readonly NewSample[]): Promise<void> {
  for (const chunk of chunks(rows)) await db.insert(mailClassificationSamples).values(chunk);
}

export async function listDisplayNames(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ name: globalMailDisplayNames.displayName }).from(globalMailDisplayNames);
  return rows.map((row) => row.name);
}

/** The user's blocked-mail rows (newest first) with their connection, optionally on given hosts. */
export async function listBlockedOf(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({ blocked: mailBlocked, connection: mailConnections })
    .from(mailBlocked)
    .innerJoin(mailConnections, eq(mailConnections.id, mailBlocked.connectionId))
    .where(eq(mailBlocked.userId, userId))
    .orderBy(desc(mailBlocked.blockedAt), desc(mailBlocked.uid))
    .limit(limit);
}

export async function statsByDay(db: DbOrTx, userId: string, fromDay: string) {
  return db
    .select({ day: mailBlockedStats.day, count: sum(mailBlockedStats.count).mapWith(Number) })
    .from(mailBlockedStats)
    .where(and(eq(mailBlockedStats.userId, userId), gte(mailBlockedStats.day, fromDay)))
    .groupBy(mailBlockedStats.day);
}

export async function statsByConnection(db: DbOrTx, userId: string) {
  return db
    .select({ connectionId: mailBlockedStats.connectionId, count: sum(mailBlockedStats.count).mapWith(Number) })
    .from(mailBlockedStats)
    .where(eq(mailBlockedStats.userId, userId))
    .groupBy(mailBlockedStats.connectionId);
}

/** Retention: raw blocked-mail rows older than `before` (statistics stay). */
export async function deleteBlockedBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db.delete(mailBlocked).where(lt(mailBlocked.blockedAt, before)).returning({ id: mailBlocked.id });
  return rows.length;
}

/** Retention: classification samples older than `before` lose their link to the mailbox. */
export async function detachSamplesBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .update(mailClassificationSamples)
    .set({ connectionId: null })
    .where(and(isNotNull(mailClassificationSamples.connectionId), lt(mailClassificationSamples.createdAt, before)))
    .returning({ id: mailClassificationSamples.id });
  return rows.length;
}

/** Retention: classification samples older than `before` are deleted. */
export async function deleteSamplesBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(mailClassificationSamples)
    .where(lt(mailClassificationSamples.createdAt, before))
    .returning({ id: mailClassificationSamples.id });
  return rows.length;
}

export async function connectionsByIds(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(mailConnections)
    .where(inArray(mailConnections.id, [...ids]));
}

/** Pending OAuth flows past their time-to-live. */
export async function deleteExpiredOauthStates(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(mailOauthPendingStates)
    .where(lt(mailOauthPendingStates.expiresAt, now))
    .returning({ stateHash: mailOauthPendingStates.stateHash });
  return rows.length;
}

/** INBOX UIDs of messages put back by "not gambling" (UIDVALIDITY given): the scan leaves them alone. */
export async function restoredUids(db: DbOrTx, connectionId: string, uidValidity: number): Promise<Set<number>> {
  const rows = await db
    .select({ uid: mailBlocked.restoredUid })
    .from(mailBlocked)
    .where(
      and(
        eq(mailBlocked.connectionId, connectionId),
        eq(mailBlocked.uidValidity, uidValidity),
        isNotNull(mailBlocked.restoredUid),
      ),
    );
  return new Set(rows.flatMap((row) => (row.uid === null ? [] : [row.uid])));
}

/** A user's hidden-mail row with its connection (another user's row is not found). */
export async function blockedOf(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ blocked: mailBlocked, connection: mailConnections })
    .from(mailBlocked)
    .innerJoin(mailConnections, eq(mailConnections.id, mailBlocked.connectionId))
    .where(and(eq(mailBlocked.id, id), eq(mailBlocked.userId, userId)));
  return row;
}

/** Claims the restore of a hidden mail: of two at once, exactly one gets true. */
export async function claimRestore(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mailBlocked)
    .set({ restoredAt: now })
    .where(and(eq(mailBlocked.id, id), isNull(mailBlocked.restoredAt)))
    .returning({ id: mailBlocked.id });
  return rows.length > 0;
}

export async function releaseRestore(db: DbOrTx, id: string): Promise<void> {
  await db.update(mailBlocked).set({ restoredAt: null }).where(eq(mailBlocked.id, id));
}

export async function recordRestore(db: DbOrTx, id: string, restoredUid: number | null): Promise<void> {
  await db.update(mailBlocked).set({ restoredUid }).where(eq(mailBlocked.id, id));
}

export async function insertCorrection(db: DbOrTx, row: typeof mailClassificationCorrections.$inferInsert) {
  await db.insert(mailClassificationCorrections).values(row);
}

/** Retention: corrections older than `before` are deleted (the same year as samples). */
export async function deleteCorrectionsBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(mailClassificationCorrections)
    .where(lt(mailClassificationCorrections.createdAt, before))
    .returning({ id: mailClassificationCorrections.id });
  return rows.length;
}
