import { authOf } from "../../http/authenticate.ts";
import { rateLimitHook } from "../../http/rate-limits.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { connectionSchema, toConnectionView } from "../mail-connections/schema.ts";
import { callbackBody, idpParams, initBody, initSchema } from "./schema.ts";
import { finishOauthFlow, startOauthFlow } from "./service.ts";

export function registerMailOauthRoutes(app: ZodApp, { ctx, guards, rateLimits }: RouteDeps): void {
  const perAccount = rateLimitHook(
    app,
    "mail-oauth",
    rateLimits.mailOauthInitPerAccount,
    (req) => req.auth?.user.id ?? req.ip,
  );

  app.post(
    "/api/mail/oauth/:idp/init",
    {
      onRequest: [guards.requireUser, perAccount],
      schema: {
        tags: ["mail"],
        summary: "Start an OAuth 2.0 PKCE flow for a mailbox (consent required)",
        security: [{ bearer: [] }],
        params: idpParams,
        body: initBody,
        errors: ["consent_required", "not_found", "oauth_failed"],
        response: { 200: initSchema },
      },
    },
    async (request) => {
      const started = await startOauthFlow(ctx, authOf(request).user.id, request.params.idp, request.body, request.ip);
      return { ...started, expiresAt: started.expiresAt.toISOString() };
    },
  );

  app.post(
    "/api/mail/oauth/:idp/callback",
    {
      onRequest: [guards.requireUser, perAccount],
      schema: {
        tags: ["mail"],
        summary: "Finish the OAuth flow: exchange the code, verify the mailbox, store the connection",
        security: [{ bearer: [] }],
        params: idpParams,
        body: callbackBody,
        errors: [
          "oauth_failed",
          "not_found",
          "mail_login_failed",
          "mail_server_unreachable",
          "already_connected",
          "plan_limit",
        ],
        response: { 201: connectionSchema },
      },
    },
    async (request, reply) => {
      const row = await finishOauthFlow(ctx, authOf(request).user.id, request.params.idp, request.body);
      return reply.status(201).send(toConnectionView(row));
    },
  );
}
