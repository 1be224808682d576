import { and, count, desc, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type NotificationKind, type NotificationRow, notifications } from "../../db/schema/notifications.ts";

export async function insertNotification(
  db: DbOrTx,
  values: { userId: string; kind: NotificationKind; data: Record<string, string>; createdAt: Date },
): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error("insert returned nothing");
  return row;
}

export async function listNotifications(
  db: DbOrTx,
  userId: string,
  options: { unreadOnly: boolean; limit: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), options.unreadOnly ? isNull(notifications.readAt) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read (first read time kept); undefined when not theirs. */
export async function markRead(
  db: DbOrTx,
  userId: string,
  id: string,
  now: Date,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row || row.readAt) return row;
  const [updated] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), isNull(notifications.readAt)))
    .returning();
  return updated ?? row;
}

export async function markAllRead(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Retention: deletes notifications read before readBefore and every notification created before createdBefore. */
export async function deleteOldNotifications(
  db: DbOrTx,
  cutoffs: { readBefore: Date; createdBefore: Date },
): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(
      or(
        and(isNotNull(notifications.readAt), lt(notifications.readAt, cutoffs.readBefore)),
        lt(notifications.createdAt, cutoffs.createdBefore),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
