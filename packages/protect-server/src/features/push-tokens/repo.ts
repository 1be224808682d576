import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { pushTokens } from "../../db/schema/push-tokens.ts";

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
