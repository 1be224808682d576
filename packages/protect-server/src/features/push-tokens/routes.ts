import { authOf } from "../../http/authenticate.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { pushTokenBody, pushTokenDeleteBody, pushTokenSchema } from "./schema.ts";
import { disableOwnPushToken, registerPushToken } from "./service.ts";

export function registerPushTokenRoutes(app: ZodApp, { ctx, guards }: RouteDeps): void {
  app.post(
    "/api/users/me/push-token",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["profile"],
        summary: "Register (upsert) this device's push token",
        security: [{ bearer: [] }],
        body: pushTokenBody,
        errors: ["invalid_push_endpoint"],
        response: { 200: pushTokenSchema },
      },
    },
    async (request) => {
      const { token, platform } = request.body;
      const row = await registerPushToken(ctx, authOf(request).user.id, { token, platform });
      return { token: row.token, platform: row.platform, enabled: row.enabled };
    },
  );

  app.delete(
    "/api/users/me/push-token",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["profile"],
        summary: "Disable one of the caller's push tokens (kept, marked disabled)",
        security: [{ bearer: [] }],
        body: pushTokenDeleteBody,
        errors: ["not_found"],
        response: { 200: pushTokenSchema.pick({ token: true, enabled: true }) },
      },
    },
    async (request) => {
      await disableOwnPushToken(ctx, authOf(request).user.id, request.body.token);
      return { token: request.body.token, enabled: false };
    },
  );
}
