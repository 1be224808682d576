import { authOf } from "../../http/authenticate.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { banBody, decisionResponse, queueQuery, queueResponse, targetParams } from "./schema.ts";
import { decide, moderationQueue } from "./service.ts";

/** The moderation queue and its three decisions; admin plus x-admin-secret (or the console session). */
export function registerModerationRoutes(app: ZodApp, { ctx, guards }: RouteDeps): void {
  app.get(
    "/api/admin/moderation/queue",
    {
      onRequest: guards.requireAdminWithSecret,
      schema: {
        tags: ["admin"],
        summary: "Reported posts and replies in one list, oldest report first (cursor paged; audited)",
        querystring: queueQuery,
        response: { 200: queueResponse },
      },
    },
    async (request) => {
      const page = await moderationQueue(ctx, authOf(request).user.id, request.query);
      return {
        nextCursor: page.nextCursor,
        items: page.items.map((item) => ({
          ...item,
          reportedAt: item.reportedAt.toISOString(),
          createdAt: item.createdAt.toISOString(),
        })),
      };
    },
  );

  for (const [path, decision, summary] of [
    ["dismiss", "dismiss", "Dismiss the reports: the item stays and leaves the queue"],
    ["delete", "delete", "Delete the item: content scrubbed, snapshot kept in ModerationAction"],
    ["ban-user", "ban_user", "Ban the author (body `reason`) and delete the item"],
  ] as const) {
    app.post(
      `/api/admin/moderation/:id/${path}`,
      {
        onRequest: guards.requireAdminWithSecret,
        schema: {
          tags: ["admin"],
          summary,
          params: targetParams,
          // Fastify validates a request without a body as null: the body is optional, so null means "no reason".
          ...(decision === "ban_user" ? { body: banBody.nullish() } : {}),
          errors: ["not_found", "invalid_transition"],
          response: { 200: decisionResponse },
        },
      },
      async (request) => {
        const body = request.body as { reason?: string } | null | undefined;
        return decide(ctx, authOf(request).user.id, { id: request.params.id, decision, reason: body?.reason });
      },
    );
  }
}
