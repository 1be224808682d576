import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { notifications } from "../../db/schema/notifications.ts";

export async function notificationsForExport(db: DbOrTx, userId: string) {
  const t = notifications;
  return db
    .select({ id: t.id, kind: t.kind, data: t.data, createdAt: t.createdAt, readAt: t.readAt })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(asc(t.createdAt));
}

export async function deleteNotificationsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}
