import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { adminConsoleSessions, adminRecoveryCodes, adminTotp } from "../../db/schema/admin-console.ts";

export async function deleteConsoleCredentialsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(adminConsoleSessions).where(eq(adminConsoleSessions.userId, userId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await db.delete(adminTotp).where(eq(adminTotp.userId, userId));
}
