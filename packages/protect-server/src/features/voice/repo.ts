import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";

export interface VoiceAccount {
  plan: "free" | "pro" | "legend";
  coachVoiceId: string | null;
  voiceSecondsUsedToday: number;
  voiceQuotaResetAt: Date | null;
}

/** Starts a new quota day when the last one is over (reset time passed or never set). */
export async function startDayIfDue(db: DbOrTx, userId: string, now: Date, nextReset: Date): Promise<VoiceAccount> {
  await db
    .update(users)
    .set({ voiceSecondsUsedToday: 0, voiceQuotaResetAt: nextReset })
    .where(and(eq(users.id, userId), or(isNull(users.voiceQuotaResetAt), lte(users.voiceQuotaResetAt, now))));
  const [row] = await db
    .select({
      plan: users.plan,
      coachVoiceId: users.coachVoiceId,
      voiceSecondsUsedToday: users.voiceSecondsUsedToday,
      voiceQuotaResetAt: users.voiceQuotaResetAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`account ${userId} vanished`);
  return row;
}

/**
 * Adds the seconds if the account is still under its limit (null: unlimited), in one statement, so
 * concurrent requests cannot both take the last remaining second. Returns the new total or
 * undefined when the quota was used up.
 */
export async function chargeSeconds(
  db: DbOrTx,
  userId: string,
  seconds: number,
  limit: number | null,
): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ voiceSecondsUsedToday: sql`${users.voiceSecondsUsedToday} + ${seconds}` })
    .where(and(eq(users.id, userId), limit === null ? undefined : lt(users.voiceSecondsUsedToday, limit)))
    .returning({ used: users.voiceSecondsUsedToday });
  return row?.used;
}

export async function setCoachVoice(db: DbOrTx, userId: string, voiceId: string | null): Promise<void> {
  await db.update(users).set({ coachVoiceId: voiceId }).where(eq(users.id, userId));
}
