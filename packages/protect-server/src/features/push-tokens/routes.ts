import { AppError } from "../../errors.ts";
import { authOf } from "../../http/authenticate.ts";
import { errorResponses } from "../../http/error-schema.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { disablePushToken, upsertPushToken } from "./repo.ts";
import { pushTokenBody, pushTokenDeleteBody, pushTokenSchema } from "./schema.ts";

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
        response: { 200: pushTokenSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const row = await upsertPushToken(ctx.db, {
        userId: authOf(request).user.id,
        token: request.body.token,
        platform: request.body.platform,
        now: ctx.clock.now(),
      });
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
        response: { 200: pushTokenSchema.pick({ token: true, enabled: true }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await disablePushToken(ctx.db, authOf(request).user.id, request.body.token, ctx.clock.now());
      if (!found) throw new AppError("not_found", "No such push token on this account");
      return { token: request.body.token, enabled: false };
    },
  );
}
