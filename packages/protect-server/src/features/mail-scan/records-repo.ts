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

/** Rows per statement of the bulk inserts below (one JSON parameter each: no parameter limit applies). */
const ROWS_PER_STATEMENT = 5000;

/** PostgreSQL text holds no NUL character; a header can carry one (an encoded word `=00`). */
const withoutNul = (text: string) => text.replaceAll("\u0000", "\uFFFD");

/**
 * Inserts blocked-mail rows; a message already recorded (same connection, UIDVALIDITY, UID) is
 * skipped. Like insertSamples, the rows go as one JSON parameter per statement.
 */
export async function insertBlocked(db: DbOrTx, rows: readonly NewBlocked[]): Promise<number> {
  let count = 0;
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(
      rows.slice(i, i + ROWS_PER_STATEMENT).map((row) => ({
        user_id: row.userId,
        connection_id: row.connectionId,
        uid_validity: row.uidValidity,
        uid: row.uid,
        sender: withoutNul(row.sender),
        subject: withoutNul(row.subject),
        score: row.score,
        trigger_source: row.triggerSource,
        reasons: row.reasons ?? [],
        features: row.features ?? [],
        blocked_at: row.blockedAt instanceof Date ? row.blockedAt.toISOString() : row.blockedAt,
        hidden_uid: row.hiddenUid ?? null,
      })),
    );
    const inserted = (await db.execute(sql`
      insert into ${mailBlocked}
        (user_id, connection_id, uid_validity, uid, sender, subject, score, trigger_source, reasons, features,
         blocked_at, hidden_uid)
      select user_id, connection_id, uid_validity, uid, sender, subject, score, trigger_source, reasons, features,
             blocked_at, hidden_uid
      from jsonb_to_recordset(${json}::jsonb) as r(
        user_id uuid, connection_id uuid, uid_validity bigint, uid bigint, sender text, subject text, score integer,
        trigger_source text, reasons text[], features text[], blocked_at timestamptz, hidden_uid bigint)
      on conflict do nothing
      returning id`)) as unknown as { rows: unknown[] };
    count += inserted.rows.length;
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

/**
 * Inserts training samples. A scan writes one per message (10,000 for a full mailbox), so the rows
 * go as one JSON parameter expanded by jsonb_to_recordset rather than rows × columns bind
 * parameters: parsing and planning one statement instead of ten of 9,000 parameters each (on the
 * embedded PGlite this was most of a large scan's recording time). A JSON array becomes the text[]
 * column by jsonb_to_recordset itself.
 */
export async function insertSamples(db: DbOrTx, rows: readonly NewSample[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(
      rows.slice(i, i + ROWS_PER_STATEMENT).map((row) => ({
        connection_id: row.connectionId ?? null,
        sender_domain: row.senderDomain ?? null,
        rule_score: row.ruleScore,
        score: row.score,
        blocked: row.blocked,
        trigger_source: row.triggerSource ?? null,
        features: row.features,
        used_language_model: row.usedLanguageModel ?? false,
        created_at: row.createdAt instanceof Date ? row.createdAt.toISOString() : null,
      })),
    );
    await db.execute(sql`
      insert into ${mailClassificationSamples}
        (connection_id, sender_domain, rule_score, score, blocked, trigger_source, features, used_language_model, created_at)
      select connection_id, sender_domain, rule_score, score, blocked, trigger_source, features, used_language_model,
             coalesce(created_at, now())
      from jsonb_to_recordset(${json}::jsonb) as r(
        connection_id uuid, sender_domain text, rule_score integer, score integer, blocked boolean,
        trigger_source text, features text[], used_language_model boolean, created_at timestamptz)`);
  }
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
