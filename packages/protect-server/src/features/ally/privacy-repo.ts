import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { allies, allyApprovals, allyEvents } from "../../db/schema/allies.ts";

/** The user's allies for the export: without the invitation hash. */
export async function alliesForExport(db: DbOrTx, userId: string) {
  const t = allies;
  return db
    .select({
      id: t.id,
      email: t.email,
      fromName: t.fromName,
      status: t.status,
      sharedEvents: t.sharedEvents,
      twoPersonRule: t.twoPersonRule,
      ruleOffAt: t.ruleOffAt,
      endsAt: t.endsAt,
      inviteExpiresAt: t.inviteExpiresAt,
      acceptedAt: t.acceptedAt,
      endedAt: t.endedAt,
      endedBy: t.endedBy,
      lastMailAt: t.lastMailAt,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(asc(t.createdAt));
}

export async function approvalsForExport(db: DbOrTx, userId: string) {
  const t = allyApprovals;
  return db
    .select({
      id: t.id,
      action: t.action,
      subjectId: t.subjectId,
      status: t.status,
      extended: t.extended,
      expiresAt: t.expiresAt,
      decidedByAllyId: t.decidedByAllyId,
      decidedAt: t.decidedAt,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(asc(t.createdAt));
}

/** Relationships where the account is the ally: what it was told, not the user's account. */
export async function allyshipsForExport(db: DbOrTx, allyUserId: string) {
  const t = allies;
  return db
    .select({
      id: t.id,
      fromName: t.fromName,
      email: t.email,
      status: t.status,
      sharedEvents: t.sharedEvents,
      acceptedAt: t.acceptedAt,
      endedAt: t.endedAt,
    })
    .from(t)
    .where(eq(t.allyUserId, allyUserId))
    .orderBy(asc(t.createdAt));
}

/** Events stored for these relationships (what the ally was or will be sent). */
export async function eventsForExport(db: DbOrTx, allyIds: readonly string[]) {
  if (allyIds.length === 0) return [];
  const t = allyEvents;
  return db
    .select({ allyId: t.allyId, kind: t.kind, data: t.data, occurredAt: t.occurredAt, mailedAt: t.mailedAt })
    .from(t)
    .where(inArray(t.allyId, [...allyIds]))
    .orderBy(asc(t.occurredAt));
}

/** Erasure of a user: their allies (events cascade) and approval requests. */
export async function deleteAlliesOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(allyApprovals).where(eq(allyApprovals.userId, userId));
  await db.delete(allies).where(eq(allies.userId, userId));
}

/** Erasure of an account that is someone's ally: those relationships go; returns whose they were. */
export async function deleteAllyshipsOf(
  db: DbOrTx,
  allyUserId: string,
): Promise<{ id: string; userId: string; status: string }[]> {
  return db
    .delete(allies)
    .where(eq(allies.allyUserId, allyUserId))
    .returning({ id: allies.id, userId: allies.userId, status: allies.status });
}

/** Retention: ended relationships (their events cascade) ended before the cutoff. */
export async function deleteAlliesEndedBefore(db: DbOrTx, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(allies)
    .where(and(eq(allies.status, "ended"), lt(allies.endedAt, cutoff)))
    .returning({ id: allies.id });
  return rows.length;
}

/** Retention: events of live relationships that happened before the cutoff. */
export async function deleteAllyEventsBefore(db: DbOrTx, cutoff: Date): Promise<number> {
  const rows = await db.delete(allyEvents).where(lt(allyEvents.occurredAt, cutoff)).returning({ id: allyEvents.id });
  return rows.length;
}

/** Retention: two-person-rule requests whose wait ended before the cutoff. */
export async function deleteAllyApprovalsBefore(db: DbOrTx, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(allyApprovals)
    .where(lt(allyApprovals.expiresAt, cutoff))
    .returning({ id: allyApprovals.id });
  return rows.length;
}
