import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { cooldowns } from "../../db/schema/cooldowns.ts";

export async function cooldownsForExport(db: DbOrTx, userId: string) {
  const t = cooldowns;
  return db
    .select({
      id: t.id,
      requestedAt: t.requestedAt,
      endsAt: t.endsAt,
      resolvedAt: t.resolvedAt,
      protectionRestoredAt: t.protectionRestoredAt,
      cancelledAt: t.cancelledAt,
      startedByDeviceId: t.startedByDeviceId,
    })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(asc(t.requestedAt));
}

export async function deleteCooldownsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(cooldowns).where(eq(cooldowns.userId, userId));
}
