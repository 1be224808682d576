import { z } from "zod";
import { NOTIFICATION_KINDS, type NotificationRow } from "../../db/schema/notifications.ts";

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Values the app fills into its translated text, e.g. `{ domain, type, submissionId }`. */
  data: z.record(z.string(), z.string()),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});

export function toNotification(row: NotificationRow): z.infer<typeof notificationSchema> {
  return {
    id: row.id,
    kind: row.kind,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export const notificationListQuery = z.object({
  unreadOnly: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
});

export const notificationParams = z.object({ id: z.uuid() });
export const readAllSchema = z.object({ updated: z.number().int() });
