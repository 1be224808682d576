import type { FastifyRequest } from "fastify";
import { authOf } from "../../http/authenticate.ts";
import { documentGuard } from "../../http/openapi-document.ts";
import { rateLimitHook } from "../../http/rate-limits.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { secretsEqual } from "../../http/secrets-equal.ts";
import { AppError } from "../../platform/errors.ts";
import { restoreHiddenMail } from "./restore.ts";
import { blockedByConnection, blockedByDay, blockedResults } from "./results.ts";
import {
  byConnectionSchema,
  byDayQuery,
  byDaySchema,
  hiddenMailParams,
  restoreSchema,
  resultsQuery,
  resultsSchema,
  scanInternalQuery,
  scanSummarySchema,
} from "./schema.ts";
import { scanDue, scanForUser } from "./service.ts";

const tags = ["mail"];
const security = [{ bearer: [] }];

export function registerMailScanRoutes(app: ZodApp, { ctx, guards, rateLimits }: RouteDeps): void {
  /** scan-internal is called by a scheduler or cron, not a user: the x-admin-secret header alone. */
  const requireInternalSecret = documentGuard(
    async (request: FastifyRequest) => {
      const given = request.headers["x-admin-secret"];
      if (typeof given !== "string") throw new AppError("unauthorized", "Missing x-admin-secret");
      if (!secretsEqual(given, ctx.secrets.adminSecret)) throw new AppError("forbidden", "Wrong x-admin-secret");
    },
    { security: [{ adminSecret: [] }], errors: ["unauthorized", "forbidden"] },
  );

  app.post(
    "/api/mail/scan",
    {
      onRequest: [
        guards.requireUser,
        rateLimitHook(app, "mail-scan", rateLimits.mailScanPerAccount, (req) => req.auth?.user.id ?? req.ip),
      ],
      schema: {
        tags,
        summary: "Scan the caller's active connections now (connections without consent are skipped)",
        security,
        errors: [],
        response: { 200: scanSummarySchema },
      },
    },
    async (request) => scanForUser(ctx, authOf(request).user.id),
  );

  app.post(
    "/api/mail/scan-internal",
    {
      onRequest: requireInternalSecret,
      schema: {
        tags,
        summary: "Scan every connection whose nextScanAt has come (scheduler; x-admin-secret)",
        security: [{ adminSecret: [] }],
        querystring: scanInternalQuery,
        response: { 200: scanSummarySchema },
      },
    },
    async (request) => scanDue(ctx, request.query),
  );

  app.get(
    "/api/mail/results",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Hidden mails of the last 24 hours, optionally of one provider, each with its connection",
        security,
        querystring: resultsQuery,
        response: { 200: resultsSchema },
      },
    },
    async (request) => ({ results: await blockedResults(ctx, authOf(request).user.id, request.query.provider) }),
  );

  app.post(
    "/api/mail/results/:id/not-gambling",
    {
      onRequest: [
        guards.requireUser,
        rateLimitHook(app, "mail-restore", rateLimits.mailScanPerAccount, (req) => req.auth?.user.id ?? req.ip),
      ],
      schema: {
        tags,
        summary:
          "Not gambling: put a hidden mail back in the inbox and record the correction (anonymous, for training)",
        security,
        params: hiddenMailParams,
        errors: ["not_found", "already_restored", "mail_login_failed", "mail_server_unreachable"],
        response: { 200: restoreSchema },
      },
    },
    async (request) => restoreHiddenMail(ctx, authOf(request).user.id, request.params.id),
  );

  app.get(
    "/api/mail/stats/blocked-by-day",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Hidden mails per UTC day for the last `days` days (default 30)",
        security,
        querystring: byDayQuery,
        response: { 200: byDaySchema },
      },
    },
    async (request) => ({ days: await blockedByDay(ctx, authOf(request).user.id, request.query.days) }),
  );

  app.get(
    "/api/mail/stats/blocked-by-connection",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Hidden mails per connection (all time, existing connections)",
        security,
        response: { 200: byConnectionSchema },
      },
    },
    async (request) => ({ connections: await blockedByConnection(ctx, authOf(request).user.id) }),
  );
}
