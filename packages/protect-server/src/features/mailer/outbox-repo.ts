import { asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/mail-outbox.ts";

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertOutboxMail(
  db: DbOrTx,
  values: { userId: string | null; envelopeEncrypted: string; now: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      userId: values.userId,
      envelopeEncrypted: values.envelopeEncrypted,
      createdAt: values.now,
      expiresAt: values.expiresAt,
      nextAttemptAt: values.now,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("mail_outbox insert returned no row");
  return row.id;
}

/**
 * Claims up to `limit` due mails: each is pushed `leaseMs` ahead and its attempt counted, in one
 * statement, skipping rows another instance is claiming. A claimed mail that is neither delivered
 * nor rescheduled (the process died mid-send) is due again when the lease ends.
 */
export async function claimDueMails(db: DbOrTx, now: Date, leaseMs: number, limit: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx: Tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(lte(mailOutbox.nextAttemptAt, now))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        nextAttemptAt: new Date(now.getTime() + leaseMs),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function deleteOutboxMail(db: DbOrTx, id: string): Promise<void> {
  await db.delete(mailOutbox).where(eq(mailOutbox.id, id));
}

export async function rescheduleOutboxMail(
  db: DbOrTx,
  id: string,
  nextAttemptAt: Date,
  lastError: string,
): Promise<void> {
  await db.update(mailOutbox).set({ nextAttemptAt, lastError }).where(eq(mailOutbox.id, id));
}

/** Mails waiting, and the earliest due time (for the deliverer's next wake-up). */
export async function outboxBacklog(db: DbOrTx): Promise<{ waiting: number; nextDueAt: Date | null }> {
  const [row] = await db
    .select({ waiting: sql<number>`count(*)::int`, nextDueAt: sql<Date | null>`min(${mailOutbox.nextAttemptAt})` })
    .from(mailOutbox);
  const next = row?.nextDueAt ?? null;
  return { waiting: row?.waiting ?? 0, nextDueAt: next === null ? null : new Date(next) };
}

export async function deleteOutboxMailOfUser(tx: Tx, userId: string): Promise<void> {
  await tx.delete(mailOutbox).where(eq(mailOutbox.userId, userId));
}
