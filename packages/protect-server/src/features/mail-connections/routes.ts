import { authOf } from "../../http/authenticate.ts";
import { rateLimitHook } from "../../http/rate-limits.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { MAIL_CONSENT_VERSION } from "./consent.ts";
import { providerOfHost } from "./providers.ts";
import {
  connectBody,
  connectionListSchema,
  connectionSchema,
  consentBody,
  disconnectSchema,
  idParams,
  renameBody,
  renewBody,
  statusSchema,
  toConnectionView,
} from "./schema.ts";
import {
  activeConnections,
  connectWithAppPassword,
  disconnect,
  grantConsent,
  pendingConsent,
  renameConnection,
  renewConnection,
} from "./service.ts";

const tags = ["mail"];
const security = [{ bearer: [] }];

export function registerMailConnectionRoutes(app: ZodApp, { ctx, guards, rateLimits }: RouteDeps): void {
  const loginLimit = rateLimitHook(
    app,
    "mail-login",
    rateLimits.mailLoginPerAccount,
    (req) => req.auth?.user.id ?? req.ip,
  );

  app.post(
    "/api/mail/connect",
    {
      onRequest: [guards.requireUser, loginLimit],
      schema: {
        tags,
        summary: "Connect a mailbox with an app password (verified by an IMAP login; consent required)",
        security,
        body: connectBody,
        errors: [
          "consent_required",
          "invalid_input",
          "not_found",
          "plan_limit",
          "mail_login_failed",
          "mail_server_unreachable",
          "already_connected",
        ],
        response: { 201: connectionSchema },
      },
    },
    async (request, reply) => {
      const row = await connectWithAppPassword(ctx, authOf(request).user.id, request.body, request.ip);
      return reply.status(201).send(toConnectionView(row));
    },
  );

  app.get(
    "/api/mail/status",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The caller's active mail connections",
        security,
        response: { 200: statusSchema },
      },
    },
    async (request) => ({
      consentVersion: MAIL_CONSENT_VERSION,
      accounts: (await activeConnections(ctx, authOf(request).user.id)).map(toConnectionView),
    }),
  );

  app.get(
    "/api/mail-connections/pending-consent",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Connections without consent to the current consent text",
        security,
        response: { 200: connectionListSchema },
      },
    },
    async (request) => ({ connections: (await pendingConsent(ctx, authOf(request).user.id)).map(toConnectionView) }),
  );

  app.post(
    "/api/mail-connections/consent",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Record consent for several connections; one foreign or unknown id fails the whole call",
        security,
        body: consentBody,
        errors: ["consent_required", "not_found"],
        response: { 200: connectionListSchema },
      },
    },
    async (request) => {
      const { ids, consentVersion } = request.body;
      const rows = await grantConsent(ctx, authOf(request).user.id, ids, consentVersion, request.ip);
      return { connections: rows.map(toConnectionView) };
    },
  );

  app.post(
    "/api/mail-connections/:id",
    {
      onRequest: [guards.requireUser, loginLimit],
      schema: {
        tags,
        summary: "Renew a connection: consent (412 without), optionally a new app password or title",
        security,
        params: idParams,
        body: renewBody,
        errors: ["consent_required", "not_found", "invalid_input", "mail_login_failed", "mail_server_unreachable"],
        response: { 200: connectionSchema },
      },
    },
    async (request) =>
      toConnectionView(
        await renewConnection(ctx, authOf(request).user.id, request.params.id, request.body, request.ip),
      ),
  );

  app.patch(
    "/api/mail-connections/:id",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Rename a connection (title trimmed, max 60 characters, empty becomes null)",
        security,
        params: idParams,
        body: renameBody,
        errors: ["not_found", "invalid_input"],
        response: { 200: connectionSchema },
      },
    },
    async (request) =>
      toConnectionView(await renameConnection(ctx, authOf(request).user.id, request.params.id, request.body.title)),
  );

  app.delete(
    "/api/mail-connections/:id",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Disconnect: logs the revocation, deletes stored credentials, statistics and records",
        security,
        params: idParams,
        errors: ["not_found"],
        response: { 200: disconnectSchema },
      },
    },
    async (request) => {
      const row = await disconnect(ctx, authOf(request).user.id, request.params.id);
      const oauth = row.authMethod.startsWith("oauth2_");
      const { providerLabel } = providerOfHost(row.imapHost);
      return {
        deleted: true as const,
        id: row.id,
        removeAppPermission: oauth
          ? {
              provider: row.authMethod.slice("oauth2_".length),
              instructions: `Stored tokens are deleted. ${providerLabel} offers no revoke call for other apps: remove this app's access in your ${providerLabel} account's security settings (third-party app permissions).`,
            }
          : null,
      };
    },
  );
}
