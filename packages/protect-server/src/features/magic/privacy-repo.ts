import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { magicPairingCodes, magicSessions } from "../../db/schema/magic.ts";

/** Desktop-companion sessions for the export: never the token hash. */
export async function magicSessionsForExport(db: DbOrTx, userId: string) {
  return db
    .select({
      id: magicSessions.id,
      userDeviceId: magicSessions.userDeviceId,
      createdAt: magicSessions.createdAt,
      revokedAt: magicSessions.revokedAt,
    })
    .from(magicSessions)
    .where(eq(magicSessions.userId, userId))
    .orderBy(asc(magicSessions.createdAt));
}

export async function deleteMagicOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(magicPairingCodes).where(eq(magicPairingCodes.userId, userId));
  await db.delete(magicSessions).where(eq(magicSessions.userId, userId));
}
