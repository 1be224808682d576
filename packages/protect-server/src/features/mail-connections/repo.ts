import { and, asc, count, eq, inArray, isNull, ne, or } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { type MailConnectionRow, mailConnections, mailConsentLog } from "../../db/schema/mail-connections.ts";
import { users } from "../../db/schema/users.ts";

export type NewConnection = typeof mailConnections.$inferInsert;
export type ConnectionPatch = Partial<Omit<MailConnectionRow, "id" | "userId" | "createdAt">>;

/** Locks the account row: plan-limit checks and inserts of one user run one after another. */
export async function lockAccount(tx: Tx, userId: string): Promise<{ plan: "free" | "pro" | "legend" } | undefined> {
  const [row] = await tx.select({ plan: users.plan }).from(users).where(eq(users.id, userId)).for("update");
  return row;
}

export async function accountPlan(
  db: DbOrTx,
  userId: string,
): Promise<{ plan: "free" | "pro" | "legend" } | undefined> {
  const [row] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId));
  return row;
}

export async function countConnections(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailConnections).where(eq(mailConnections.userId, userId));
  return row?.n ?? 0;
}

export async function insertConnection(db: DbOrTx, values: NewConnection): Promise<MailConnectionRow | undefined> {
  const [row] = await db.insert(mailConnections).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findConnection(db: DbOrTx, id: string): Promise<MailConnectionRow | undefined> {
  const [row] = await db.select().from(mailConnections).where(eq(mailConnections.id, id)).limit(1);
  return row;
}

export async function findConnectionsOf(
  db: DbOrTx,
  userId: string,
  ids: readonly string[],
): Promise<MailConnectionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(mailConnections)
    .where(and(eq(mailConnections.userId, userId), inArray(mailConnections.id, [...ids])));
}

export async function listConnections(
  db: DbOrTx,
  userId: string,
  options: { activeOnly?: boolean } = {},
): Promise<MailConnectionRow[]> {
  return db
    .select()
    .from(mailConnections)
    .where(and(eq(mailConnections.userId, userId), options.activeOnly ? eq(mailConnections.isActive, true) : undefined))
    .orderBy(asc(mailConnections.createdAt), asc(mailConnections.id));
}

/** Connections without consent, or with consent to an older text version. */
export async function listPendingConsent(db: DbOrTx, userId: string, version: string): Promise<MailConnectionRow[]> {
  return db
    .select()
    .from(mailConnections)
    .where(
      and(
        eq(mailConnections.userId, userId),
        or(isNull(mailConnections.consentAt), ne(mailConnections.consentVersion, version)),
      ),
    )
    .orderBy(asc(mailConnections.createdAt));
}

export async function updateConnection(
  db: DbOrTx,
  id: string,
  patch: ConnectionPatch,
  now: Date,
): Promise<MailConnectionRow | undefined> {
  const [row] = await db
    .update(mailConnections)
    .set({ ...patch, updatedAt: now })
    .where(eq(mailConnections.id, id))
    .returning();
  return row;
}

export async function deleteConnection(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(mailConnections).where(eq(mailConnections.id, id)).returning({ id: mailConnections.id });
  return rows.length > 0;
}

export interface ConsentEntry {
  userId: string;
  connectionId: string;
  action: "grant" | "revoke";
  consentVersion: string | null;
  ipAddress: string | null;
  createdAt: Date;
}

export async function appendConsentLog(db: DbOrTx, entries: readonly ConsentEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(mailConsentLog).values([...entries]);
}

export async function consentLogOf(db: DbOrTx, connectionId: string) {
  return db
    .select()
    .from(mailConsentLog)
    .where(eq(mailConsentLog.connectionId, connectionId))
    .orderBy(asc(mailConsentLog.createdAt), asc(mailConsentLog.action));
}
