import { resolverSecretGuard } from "../../http/resolver-secret.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { discoveryReportBody, discoveryReportResponse } from "./schema.ts";
import { ingestDiscoveryReport } from "./service.ts";

/** protect-dns's daily report of names on no list asked by at least k devices (issue 28). */
export function registerDiscoveryRoutes(app: ZodApp, { ctx, rateLimits }: RouteDeps): void {
  app.post(
    "/api/resolver/discoveries",
    {
      onRequest: resolverSecretGuard(app, ctx.secrets.handshakeSecret, rateLimits.resolverSecretFailuresPerAddress),
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags: ["resolver"],
        summary: "protect-dns reports a day's names on no list that at least k devices asked, with their addresses",
        body: discoveryReportBody,
        response: { 200: discoveryReportResponse },
      },
    },
    async (request) => ingestDiscoveryReport(ctx, request.body),
  );
}
