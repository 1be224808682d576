import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { sessions } from "../../db/schema/sessions.ts";

/** The caller's sessions for the data export: never the token hash. */
export async function sessionsForExport(db: DbOrTx, userId: string) {
  return db
    .select({
      id: sessions.id,
      deviceId: sessions.deviceId,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
}

/** Erasure: every session of the account goes (the session cache hears it through the trigger). */
export async function deleteSessionsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
