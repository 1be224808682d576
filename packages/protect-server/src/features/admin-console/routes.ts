import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { declareHookErrors } from "../../http/error-contract.ts";
import { rateLimitHook } from "../../http/rate-limits.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { type ConsoleAuth, consoleSessionOf } from "./console-auth.ts";
import {
  confirmEnrolmentBody,
  confirmEnrolmentResponse,
  consoleSessionResponse,
  enrolmentResponse,
  secondFactorBody,
  secondFactorResponse,
  signInBody,
  signInResponse,
} from "./schema.ts";
import {
  beginEnrolment,
  confirmEnrolment,
  type IssuedConsoleSession,
  signOutConsole,
  startConsoleSignIn,
  verifySecondFactor,
} from "./service.ts";

const consoleSecurity = [{ adminConsole: [] }];

/** What a sign-in step answers besides its cookie. */
function signedIn(issued: IssuedConsoleSession) {
  return { stage: issued.stage, csrfToken: issued.csrfToken, expiresAt: issued.expiresAt.toISOString() };
}

/**
 * Sign-in of the web console: e-mail and password, then TOTP (enrolled with a QR code on first
 * sign-in) or a recovery code. The session is an HttpOnly SameSite=Strict cookie; every state-changing
 * request carries the session's CSRF token. The admin API accepts this session in place of a bearer
 * token and the x-admin-secret (http/authenticate.ts).
 */
/** The console's sign-in routes; `consoleAuth` is the cookie session they set and clear (app.ts builds it). */
export function registerAdminConsoleRoutes(
  app: ZodApp,
  { ctx, rateLimits }: RouteDeps,
  consoleAuth: ConsoleAuth,
): void {
  // No cookie or an ended session (401), a banned account or a missing CSRF token (403).
  const passwordStage = declareHookErrors(
    (request: FastifyRequest) => consoleAuth.authenticate(request, "password"),
    ["unauthorized", "forbidden"],
  );
  const anyStage = declareHookErrors(
    (request: FastifyRequest) => consoleAuth.authenticate(request, "any"),
    ["unauthorized", "forbidden"],
  );
  const secondFactorLimit = rateLimitHook(
    app,
    "console-2fa",
    rateLimits.consoleSecondFactorPerAccount,
    (request) => consoleSessionOf(request).userId,
  );

  app.post(
    "/api/admin/console/sign-in",
    {
      onRequest: rateLimitHook(app, "console-sign-in", rateLimits.consoleSignInPerAddress, (request) => request.ip),
      schema: {
        tags: ["admin"],
        summary: "Console sign-in, step 1: e-mail and password of an admin (sets the session cookie)",
        security: [],
        body: signInBody,
        errors: ["unauthorized", "forbidden"],
        response: { 200: signInResponse },
      },
    },
    async (request, reply) => {
      const issued = await startConsoleSignIn(ctx, request.body);
      consoleAuth.setCookie(reply, issued.token, issued.expiresAt);
      return { ...signedIn(issued), secondFactor: issued.secondFactor };
    },
  );

  app.post(
    "/api/admin/console/enrolment",
    {
      onRequest: passwordStage,
      schema: {
        tags: ["admin"],
        summary: "Start TOTP enrolment: a new secret and the otpauth URI for the QR code",
        security: consoleSecurity,
        errors: ["invalid_transition"],
        response: { 200: enrolmentResponse },
      },
    },
    async (request) => beginEnrolment(ctx, consoleSessionOf(request)),
  );

  app.post(
    "/api/admin/console/enrolment/confirm",
    {
      onRequest: [passwordStage, secondFactorLimit],
      schema: {
        tags: ["admin"],
        summary: "Confirm TOTP enrolment with a first code: signs in and answers the recovery codes once",
        security: consoleSecurity,
        body: confirmEnrolmentBody,
        errors: ["invalid_transition", "unauthorized"],
        response: { 200: confirmEnrolmentResponse },
      },
    },
    async (request, reply) => {
      const issued = await confirmEnrolment(ctx, consoleSessionOf(request), request.body.code);
      consoleAuth.setCookie(reply, issued.token, issued.expiresAt);
      return { ...signedIn(issued), recoveryCodes: issued.recoveryCodes };
    },
  );

  app.post(
    "/api/admin/console/second-factor",
    {
      onRequest: [passwordStage, secondFactorLimit],
      schema: {
        tags: ["admin"],
        summary: "Console sign-in, step 2: a TOTP code or a recovery code",
        security: consoleSecurity,
        body: secondFactorBody,
        errors: ["invalid_transition", "unauthorized"],
        response: { 200: secondFactorResponse },
      },
    },
    async (request, reply) => {
      const issued = await verifySecondFactor(ctx, consoleSessionOf(request), request.body);
      consoleAuth.setCookie(reply, issued.token, issued.expiresAt);
      return { ...signedIn(issued), recoveryCodesLeft: issued.recoveryCodesLeft };
    },
  );

  app.get(
    "/api/admin/console/session",
    {
      onRequest: anyStage,
      schema: {
        tags: ["admin"],
        summary: "The console session: who, which stage, and its CSRF token",
        security: consoleSecurity,
        response: { 200: consoleSessionResponse },
      },
    },
    async (request) => {
      const session = consoleSessionOf(request);
      return { userId: session.userId, email: session.email, stage: session.stage, csrfToken: session.csrfToken };
    },
  );

  app.post(
    "/api/admin/console/sign-out",
    {
      onRequest: anyStage,
      schema: {
        tags: ["admin"],
        summary: "End the console session and clear its cookie",
        security: consoleSecurity,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await signOutConsole(ctx, consoleSessionOf(request).sessionId);
      consoleAuth.clearCookie(reply);
      return reply.status(204).send(null);
    },
  );
}
