import { authOf } from "../../http/authenticate.ts";
import { rateLimitHook } from "../../http/rate-limits.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { exportSchema } from "./schema.ts";
import { exportPersonalData, exportSummary } from "./service.ts";

export function registerPrivacyRoutes(app: ZodApp, { ctx, guards, rateLimits }: RouteDeps): void {
  app.get(
    "/api/me/export",
    {
      onRequest: [
        guards.requireUser,
        rateLimitHook(app, "export", rateLimits.exportPerAccount, (req) => authOf(req).user.id),
      ],
      schema: {
        tags: ["account"],
        summary: "Everything stored about the caller as one JSON document (GDPR Art. 15/20), as a download",
        security: [{ bearer: [] }],
        errors: ["not_found"],
        response: { 200: exportSchema },
      },
    },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      const document = await exportPersonalData(ctx, userId);
      // The export is logged as a fact with its section sizes, never its values.
      request.log.info({ event: "personal_data_export", userId, sections: exportSummary(document) }, "data export");
      const day = document.generatedAt.slice(0, 10);
      return reply
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="protect-export-${day}.json"`)
        .send(document);
    },
  );
}
