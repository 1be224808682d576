import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { mailBlocked, mailBlockedStats } from "../../db/schema/mail-records.ts";

export async function hiddenMailForExport(db: DbOrTx, userId: string) {
  const t = mailBlocked;
  return db
    .select({
      id: t.id,
      connectionId: t.connectionId,
      sender: t.sender,
      subject: t.subject,
      score: t.score,
      triggerSource: t.triggerSource,
      blockedAt: t.blockedAt,
    })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(asc(t.blockedAt));
}

export async function mailStatsForExport(db: DbOrTx, userId: string) {
  const t = mailBlockedStats;
  return db
    .select({ day: t.day, connectionId: t.connectionId, count: t.count })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(asc(t.day));
}

export async function deleteMailRecordsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(mailBlocked).where(eq(mailBlocked.userId, userId));
  await db.delete(mailBlockedStats).where(eq(mailBlockedStats.userId, userId));
}
