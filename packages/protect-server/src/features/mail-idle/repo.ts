import { and, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type MailConnectionRow, mailConnections } from "../../db/schema/mail-connections.ts";

/** Active connections with recorded consent: the ones the daemon keeps an IDLE session for. */
export async function watchableConnections(db: DbOrTx, limit: number): Promise<MailConnectionRow[]> {
  return db
    .select()
    .from(mailConnections)
    .where(and(eq(mailConnections.isActive, true), isNotNull(mailConnections.consentAt)))
    .orderBy(mailConnections.createdAt)
    .limit(limit);
}

export async function connectionById(db: DbOrTx, id: string): Promise<MailConnectionRow | undefined> {
  const [row] = await db.select().from(mailConnections).where(eq(mailConnections.id, id));
  return row;
}

export async function recordHeartbeat(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(mailConnections).set({ lastIdleHeartbeatAt: now }).where(eq(mailConnections.id, id));
}

export async function recordIdleError(db: DbOrTx, id: string, error: string, now: Date): Promise<void> {
  await db
    .update(mailConnections)
    .set({ lastConnectError: error, lastConnectErrorAt: now })
    .where(eq(mailConnections.id, id));
}
