import { and, asc, eq, inArray, isNull, lt, lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { pushReceipts, pushTokens } from "../../db/schema/push-tokens.ts";
import { users } from "../../db/schema/users.ts";

export type PushTokenRow = typeof pushTokens.$inferSelect;

/**
 * Registers a token for the user. A token identifies one app install, so when it was registered
 * by another account before (the device changed hands) it moves to this user.
 */
export async function upsertPushToken(
  db: DbOrTx,
  values: { userId: string; token: string; platform: PushTokenRow["platform"]; now: Date },
): Promise<PushTokenRow> {
  const [row] = await db
    .insert(pushTokens)
    .values({ ...values, enabled: true, createdAt: values.now, updatedAt: values.now })
    .onConflictDoUpdate({
      target: pushTokens.token,
      set: { userId: values.userId, platform: values.platform, enabled: true, updatedAt: values.now },
    })
    .returning();
  if (!row) throw new Error("push token upsert returned no row");
  return row;
}

/** Disables the user's own token; false when the user has no such token. */
export async function disablePushToken(db: DbOrTx, userId: string, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(pushTokens)
    .set({ enabled: false, updatedAt: now })
    .where(and(eq(pushTokens.userId, userId), eq(pushTokens.token, token)))
    .returning({ id: pushTokens.id });
  return rows.length > 0;
}

/** Deletes every token of the account (account deletion). */
export async function deletePushTokensOfUser(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(pushTokens).where(eq(pushTokens.userId, userId));
}

export type PushTarget = { id: string; userId: string; token: string; platform: PushTokenRow["platform"] };

/** Enabled push registrations of these (not erased) accounts; `chatOnly`: of those who allow chat pushes. */
async function enabledTargets(db: DbOrTx, userIds: readonly string[], chatOnly: boolean): Promise<PushTarget[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ id: pushTokens.id, userId: pushTokens.userId, token: pushTokens.token, platform: pushTokens.platform })
    .from(pushTokens)
    .innerJoin(users, eq(users.id, pushTokens.userId))
    .where(
      and(
        inArray(pushTokens.userId, [...userIds]),
        eq(pushTokens.enabled, true),
        chatOnly ? eq(users.chatPushEnabled, true) : undefined,
        isNull(users.deletedAt),
      ),
    );
}

/** Every enabled push registration of these (not erased) accounts. */
export function pushTargets(db: DbOrTx, userIds: readonly string[]): Promise<PushTarget[]> {
  return enabledTargets(db, userIds, false);
}

/** Enabled tokens of the users who allow chat pushes (chatPushEnabled, account not deleted). */
export function chatPushTargets(db: DbOrTx, userIds: readonly string[]): Promise<PushTarget[]> {
  return enabledTargets(db, userIds, true);
}

/** Disables tokens a push service reported as gone. */
export async function disableTokens(db: DbOrTx, tokens: readonly string[], now: Date): Promise<void> {
  if (tokens.length === 0) return;
  await db
    .update(pushTokens)
    .set({ enabled: false, updatedAt: now })
    .where(inArray(pushTokens.token, [...tokens]));
}

export async function nicknameOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId));
  return row?.nickname ?? null;
}

/**
 * Disables a token a receipt reported as gone, unless it was registered again since the message
 * was sent (a reinstalled app may get its old token back); true when it was disabled.
 */
export async function disableTokenSentBefore(db: DbOrTx, id: string, sentAt: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(pushTokens)
    .set({ enabled: false, updatedAt: now })
    .where(and(eq(pushTokens.id, id), eq(pushTokens.enabled, true), lte(pushTokens.updatedAt, sentAt)))
    .returning({ id: pushTokens.id });
  return rows.length > 0;
}

/** Remembers accepted messages whose receipt is to be read later (a repeated id is kept once). */
export async function insertPendingReceipts(
  db: DbOrTx,
  rows: readonly { id: string; tokenId: string; sentAt: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(pushReceipts)
    .values([...rows])
    .onConflictDoNothing();
}

/** The oldest receipts sent at or before `sentBefore`, at most `limit`. */
export async function dueReceipts(
  db: DbOrTx,
  sentBefore: Date,
  limit: number,
): Promise<{ id: string; tokenId: string; sentAt: Date }[]> {
  return db
    .select({ id: pushReceipts.id, tokenId: pushReceipts.tokenId, sentAt: pushReceipts.sentAt })
    .from(pushReceipts)
    .where(lte(pushReceipts.sentAt, sentBefore))
    .orderBy(asc(pushReceipts.sentAt))
    .limit(limit);
}

export async function deleteReceipts(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushReceipts).where(inArray(pushReceipts.id, [...ids]));
}

/** Deletes receipts sent before `cutoff` (the push service no longer has them); returns how many. */
export async function deleteReceiptsSentBefore(db: DbOrTx, cutoff: Date): Promise<number> {
  const rows = await db.delete(pushReceipts).where(lt(pushReceipts.sentAt, cutoff)).returning({ id: pushReceipts.id });
  return rows.length;
}
