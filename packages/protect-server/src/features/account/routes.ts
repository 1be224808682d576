import { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import { rateLimitHook } from "../../http/rate-limits.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { secretText } from "../../platform/text.ts";
import { deleteOwnAccount } from "./service.ts";

const deleteBody = z.object({ password: secretText() });

export function registerAccountRoutes(app: ZodApp, { ctx, guards, rateLimits }: RouteDeps): void {
  app.delete(
    "/api/me",
    {
      onRequest: [
        guards.requireUser,
        rateLimitHook(app, "delete-account", rateLimits.accountDeletePerAccount, (req) => authOf(req).user.id),
      ],
      schema: {
        tags: ["account"],
        summary: "Delete the caller's account (password required): soft delete, personal data scrubbed",
        security: [{ bearer: [] }],
        body: deleteBody,
        errors: ["not_found", "forbidden", "payment_provider_unavailable"],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteOwnAccount(ctx, authOf(request).user.id, request.body.password);
      return reply.status(204).send(null);
    },
  );
}
