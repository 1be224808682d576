import { and, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type MailConnectionRow, mailConnections, mailOauthPendingStates } from "../../db/schema/mail-connections.ts";

export type PendingStateRow = typeof mailOauthPendingStates.$inferSelect;

export async function insertPendingState(db: DbOrTx, row: typeof mailOauthPendingStates.$inferInsert): Promise<void> {
  await db.insert(mailOauthPendingStates).values(row);
}

/** Consumes a pending flow: the row is deleted as it is read, so a state works once. */
export async function takePendingState(
  db: DbOrTx,
  stateHash: string,
  userId: string,
  idp: string,
  now: Date,
): Promise<PendingStateRow | undefined> {
  const [row] = await db
    .delete(mailOauthPendingStates)
    .where(
      and(
        eq(mailOauthPendingStates.stateHash, stateHash),
        eq(mailOauthPendingStates.userId, userId),
        eq(mailOauthPendingStates.idp, idp),
        gt(mailOauthPendingStates.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function findConnectionRow(db: DbOrTx, id: string): Promise<MailConnectionRow | undefined> {
  const [row] = await db.select().from(mailConnections).where(eq(mailConnections.id, id));
  return row;
}

/** Claims the right to rotate the tokens: only the caller that still sees `version` wins. */
export async function claimRefresh(db: DbOrTx, id: string, version: number): Promise<boolean> {
  const rows = await db
    .update(mailConnections)
    .set({ oauthTokenVersion: version + 1 })
    .where(and(eq(mailConnections.id, id), eq(mailConnections.oauthTokenVersion, version)))
    .returning({ id: mailConnections.id });
  return rows.length > 0;
}

export async function storeRotatedTokens(
  db: DbOrTx,
  id: string,
  tokens: { access: string; refresh: string | null; expiresAt: Date | null; scope: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(mailConnections)
    .set({
      oauthAccessTokenEncrypted: tokens.access,
      ...(tokens.refresh ? { oauthRefreshTokenEncrypted: tokens.refresh } : {}),
      oauthTokenExpiresAt: tokens.expiresAt,
      ...(tokens.scope ? { oauthScope: tokens.scope } : {}),
      oauthRefreshFailures: 0,
      updatedAt: now,
    })
    .where(eq(mailConnections.id, id));
}

/** Counts a failed refresh (atomically); at 3 the connection records `auth_revoked`. Returns the count. */
export async function countRefreshFailure(db: DbOrTx, id: string, now: Date): Promise<number> {
  const [row] = await db
    .update(mailConnections)
    .set({ oauthRefreshFailures: sql`${mailConnections.oauthRefreshFailures} + 1`, updatedAt: now })
    .where(eq(mailConnections.id, id))
    .returning({ failures: mailConnections.oauthRefreshFailures });
  const failures = row?.failures ?? 0;
  if (failures >= REVOKED_AFTER_FAILURES) {
    await db
      .update(mailConnections)
      .set({ lastConnectError: "auth_revoked", lastConnectErrorAt: now })
      .where(eq(mailConnections.id, id));
  }
  return failures;
}

export const REVOKED_AFTER_FAILURES = 3;
