import { authOf } from "../../http/authenticate.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import {
  notificationListQuery,
  notificationListSchema,
  notificationParams,
  notificationSchema,
  readAllSchema,
  toNotification,
} from "./schema.ts";
import { ownNotifications, readAllNotifications, readNotification } from "./service.ts";

const security = [{ bearer: [] }];
const tags = ["notifications"];

export function registerNotificationRoutes(app: ZodApp, { ctx, guards }: RouteDeps): void {
  app.get(
    "/api/notifications",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The caller's in-app notifications, newest first, with the unread count",
        security,
        querystring: notificationListQuery,
        response: { 200: notificationListSchema },
      },
    },
    async (request) => {
      const result = await ownNotifications(ctx, authOf(request).user.id, request.query);
      return { notifications: result.notifications.map(toNotification), unreadCount: result.unreadCount };
    },
  );

  app.post(
    "/api/notifications/:id/read",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Mark one notification read (the first read time is kept)",
        security,
        params: notificationParams,
        errors: ["not_found"],
        response: { 200: notificationSchema },
      },
    },
    async (request) => toNotification(await readNotification(ctx, authOf(request).user.id, request.params.id)),
  );

  app.post(
    "/api/notifications/read-all",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Mark every unread notification of the caller read",
        security,
        response: { 200: readAllSchema },
      },
    },
    async (request) => ({ updated: await readAllNotifications(ctx, authOf(request).user.id) }),
  );
}
