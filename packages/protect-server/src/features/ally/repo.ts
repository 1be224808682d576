import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  type AllyApprovalRow,
  type AllyEventKind,
  type AllyEventRow,
  type AllyRow,
  allies,
  allyApprovals,
  allyEvents,
} from "../../db/schema/allies.ts";

type AllyChange = Partial<
  Pick<
    AllyRow,
    | "status"
    | "sharedEvents"
    | "twoPersonRule"
    | "ruleOffAt"
    | "endsAt"
    | "inviteTokenHash"
    | "allyUserId"
    | "lastMailAt"
    | "acceptedAt"
    | "endedAt"
    | "endedBy"
  >
>;

export async function insertAlly(db: DbOrTx, values: typeof allies.$inferInsert): Promise<AllyRow> {
  const [row] = await db.insert(allies).values(values).returning();
  if (!row) throw new Error("insert returned nothing");
  return row;
}

export async function updateAlly(db: DbOrTx, id: string, values: AllyChange): Promise<AllyRow> {
  const [row] = await db.update(allies).set(values).where(eq(allies.id, id)).returning();
  if (!row) throw new Error("ally update returned no row");
  return row;
}

export async function deleteAlly(db: DbOrTx, id: string): Promise<void> {
  await db.delete(allies).where(eq(allies.id, id));
}

/** The user's ally, row-locked. */
export async function lockOwnAlly(db: DbOrTx, userId: string, id: string): Promise<AllyRow | undefined> {
  const [row] = await db
    .select()
    .from(allies)
    .where(and(eq(allies.id, id), eq(allies.userId, userId)))
    .for("update");
  return row;
}

export async function lockAlly(db: DbOrTx, id: string): Promise<AllyRow | undefined> {
  const [row] = await db.select().from(allies).where(eq(allies.id, id)).for("update");
  return row;
}

export async function findAlly(db: DbOrTx, id: string): Promise<AllyRow | undefined> {
  const [row] = await db.select().from(allies).where(eq(allies.id, id));
  return row;
}

/**
 * The invitation of this token hash, row-locked. A second accept waiting on the lock finds no row
 * once the first has cleared the hash: exactly one wins.
 */
export async function lockByInviteHash(db: DbOrTx, hash: string): Promise<AllyRow | undefined> {
  const [row] = await db.select().from(allies).where(eq(allies.inviteTokenHash, hash)).for("update");
  return row;
}

export async function alliesOf(db: DbOrTx, userId: string): Promise<AllyRow[]> {
  return db.select().from(allies).where(eq(allies.userId, userId)).orderBy(asc(allies.createdAt));
}

/** Relationships an account holds as an ally (not ended). */
export async function allyshipsOf(db: DbOrTx, allyUserId: string): Promise<AllyRow[]> {
  return db
    .select()
    .from(allies)
    .where(and(eq(allies.allyUserId, allyUserId), eq(allies.status, "active")))
    .orderBy(asc(allies.createdAt));
}

/** Active allies (accepted, not ended) of a user, row-locked in a stable order. */
export async function lockActiveAllies(db: DbOrTx, userId: string): Promise<AllyRow[]> {
  return db
    .select()
    .from(allies)
    .where(and(eq(allies.userId, userId), eq(allies.status, "active")))
    .orderBy(asc(allies.id))
    .for("update");
}

export async function insertAllyEvents(
  db: DbOrTx,
  rows: { allyId: string; kind: AllyEventKind; data: Record<string, string>; occurredAt: Date }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(allyEvents).values(rows);
}

export async function recentAllyEvents(db: DbOrTx, allyId: string, limit: number): Promise<AllyEventRow[]> {
  return db
    .select()
    .from(allyEvents)
    .where(eq(allyEvents.allyId, allyId))
    .orderBy(desc(allyEvents.occurredAt), desc(allyEvents.id))
    .limit(limit);
}

/**
 * Allies with events not yet mailed whose last digest is older than `lastMailBefore` (or who never
 * got one), row-locked and skipping rows another instance holds.
 */
export async function lockDigestDue(db: DbOrTx, lastMailBefore: Date): Promise<AllyRow[]> {
  const pending = db.selectDistinct({ allyId: allyEvents.allyId }).from(allyEvents).where(isNull(allyEvents.mailedAt));
  return db
    .select()
    .from(allies)
    .where(
      and(
        inArray(allies.id, pending),
        eq(allies.status, "active"),
        or(isNull(allies.lastMailAt), lte(allies.lastMailAt, lastMailBefore)),
      ),
    )
    .for("update", { skipLocked: true });
}

export async function unmailedEvents(db: DbOrTx, allyId: string): Promise<AllyEventRow[]> {
  return db
    .select()
    .from(allyEvents)
    .where(and(eq(allyEvents.allyId, allyId), isNull(allyEvents.mailedAt)))
    .orderBy(asc(allyEvents.occurredAt), asc(allyEvents.id));
}

export async function markEventsMailed(db: DbOrTx, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length > 0)
    await db
      .update(allyEvents)
      .set({ mailedAt: now })
      .where(inArray(allyEvents.id, [...ids]));
}

/** Relationships the user ended while the two-person rule held, whose 24 hours are over. */
export async function lockEndingDue(db: DbOrTx, now: Date): Promise<AllyRow[]> {
  return db
    .select()
    .from(allies)
    .where(and(eq(allies.status, "active"), isNotNull(allies.endsAt), lte(allies.endsAt, now)))
    .for("update", { skipLocked: true });
}

/** Invitations past their expiry that were never answered. */
export async function lockExpiredInvitations(db: DbOrTx, now: Date): Promise<AllyRow[]> {
  return db
    .select()
    .from(allies)
    .where(and(eq(allies.status, "invited"), lte(allies.inviteExpiresAt, now)))
    .for("update", { skipLocked: true });
}

export async function insertApprovalIfAbsent(
  db: DbOrTx,
  values: typeof allyApprovals.$inferInsert,
): Promise<AllyApprovalRow | undefined> {
  const [row] = await db
    .insert(allyApprovals)
    .values(values)
    .onConflictDoNothing({ target: [allyApprovals.action, allyApprovals.subjectId] })
    .returning();
  return row;
}

export async function lockApprovalOf(
  db: DbOrTx,
  action: AllyApprovalRow["action"],
  subjectId: string,
): Promise<AllyApprovalRow | undefined> {
  const [row] = await db
    .select()
    .from(allyApprovals)
    .where(and(eq(allyApprovals.action, action), eq(allyApprovals.subjectId, subjectId)))
    .for("update");
  return row;
}

export async function lockApproval(db: DbOrTx, userId: string, id: string): Promise<AllyApprovalRow | undefined> {
  const [row] = await db
    .select()
    .from(allyApprovals)
    .where(and(eq(allyApprovals.id, id), eq(allyApprovals.userId, userId)))
    .for("update");
  return row;
}

export async function updateApproval(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<AllyApprovalRow, "status" | "extended" | "expiresAt" | "decidedByAllyId" | "decidedAt">>,
): Promise<AllyApprovalRow> {
  const [row] = await db.update(allyApprovals).set(values).where(eq(allyApprovals.id, id)).returning();
  if (!row) throw new Error("approval update returned no row");
  return row;
}

/** The user's approval requests, newest first. */
export async function approvalsOf(db: DbOrTx, userId: string, limit: number): Promise<AllyApprovalRow[]> {
  return db
    .select()
    .from(allyApprovals)
    .where(eq(allyApprovals.userId, userId))
    .orderBy(desc(allyApprovals.createdAt), desc(allyApprovals.id))
    .limit(limit);
}

/** Requests still open to an answer. */
export async function openApprovalsOf(db: DbOrTx, userId: string, now: Date): Promise<AllyApprovalRow[]> {
  return db
    .select()
    .from(allyApprovals)
    .where(and(eq(allyApprovals.userId, userId), eq(allyApprovals.status, "pending"), gt(allyApprovals.expiresAt, now)))
    .orderBy(asc(allyApprovals.expiresAt));
}
