import type { DbOrTx } from "../../db/client.ts";
import type { NotificationKind, NotificationRow } from "../../db/schema/notifications.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import {
  countUnread,
  deleteOldNotifications,
  insertNotification,
  listNotifications,
  markAllRead,
  markRead,
} from "./repo.ts";

/** Other features notify a user inside their own transaction (e.g. a submission decision). */
export async function notifyUser(
  tx: DbOrTx,
  userId: string,
  kind: NotificationKind,
  data: Record<string, string>,
  now: Date,
): Promise<NotificationRow> {
  return insertNotification(tx, { userId, kind, data, createdAt: now });
}

export async function ownNotifications(
  ctx: AppContext,
  userId: string,
  options: { unreadOnly: boolean; limit: number },
): Promise<{ notifications: NotificationRow[]; unreadCount: number }> {
  return {
    notifications: await listNotifications(ctx.db, userId, options),
    unreadCount: await countUnread(ctx.db, userId),
  };
}

export async function readNotification(ctx: AppContext, userId: string, id: string): Promise<NotificationRow> {
  const row = await markRead(ctx.db, userId, id, ctx.clock.now());
  if (!row) throw new AppError("not_found", `Notification "${id}" not found`);
  return row;
}

export async function readAllNotifications(ctx: AppContext, userId: string): Promise<number> {
  return markAllRead(ctx.db, userId, ctx.clock.now());
}

const DAY_MS = 24 * 3_600_000;
/** A read notification is kept this long after it was read. */
export const READ_NOTIFICATION_RETENTION_MS = 90 * DAY_MS;
/** Any notification, read or not, is kept at most this long after it was created. */
export const NOTIFICATION_RETENTION_MS = 365 * DAY_MS;

/** Retention: read notifications after 90 days, every notification after a year. */
export function purgeOldNotificationsInTx(tx: DbOrTx, now: Date): Promise<number> {
  return deleteOldNotifications(tx, {
    readBefore: new Date(now.getTime() - READ_NOTIFICATION_RETENTION_MS),
    createdBefore: new Date(now.getTime() - NOTIFICATION_RETENTION_MS),
  });
}
