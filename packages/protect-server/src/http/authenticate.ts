import type { FastifyRequest } from "fastify";
import type { AuthUser } from "../db/auth-user.ts";
import { isAdminAccount } from "../features/admin/service.ts";
import { findLiveSession } from "../features/auth/service.ts";
import { hashSessionToken } from "../features/auth/session-token.ts";
import { hashCompanionToken } from "../features/magic/companion-token.ts";
import { findCompanionSession } from "../features/magic/service.ts";
import type { AppContext } from "../platform/app-context.ts";
import { AppError, type ErrorCode } from "../platform/errors.ts";
import type { ConsoleAuth } from "./admin-console-auth.ts";
import { documentGuard } from "./openapi-document.ts";
import { secretsEqual } from "./secrets-equal.ts";
import type { SessionCache } from "./session-cache.ts";

export interface AuthContext {
  user: AuthUser;
  /** The bearer session, or the desktop companion's session for an `mgc_` token. */
  sessionId: string;
  /** The installation id (x-device-id) a bearer session was started on; null otherwise. */
  deviceId: string | null;
  /** `session`: the app's bearer session; `companion`: an `mgc_` token of a paired desktop companion. */
  via: "session" | "companion";
  /** The companion's registered device (POST /api/magic/register), for `via: companion`. */
  companionDeviceId: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The bearer token of the Authorization header, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The authenticated user of a request that passed requireUser. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError("unauthorized", "Authentication required");
  return request.auth;
}

/**
 * What every account guard can answer: no or an ended session (401); a banned account, the wrong
 * kind of token or not an admin (403); and, for a request that authenticated just before its account
 * was erased, 404 when its work finds the account gone (http/error-handler.ts).
 */
const accountErrors: readonly ErrorCode[] = ["unauthorized", "forbidden", "not_found"];

/**
 * onRequest guards: they run before the body is parsed, so an anonymous caller gets 401 whatever
 * it sent. Tokens prefixed `mgc_` (desktop companion) are accepted only by the guards that say so
 * (requireCompanion, requireUserOrCompanion): the companion must not reach account, admin or
 * device-management routes.
 */
export function createGuards(ctx: AppContext, consoleAuth: ConsoleAuth, sessions?: SessionCache) {
  /** The live session of a token hash: from this instance's cache, else from the database. */
  async function lookup(tokenHash: string) {
    const cached = sessions?.get(tokenHash);
    if (cached) return cached;
    const position = sessions?.position() ?? 0;
    const found = await findLiveSession(ctx.db, tokenHash, ctx.clock.now());
    if (found) sessions?.set(tokenHash, found, position);
    return found;
  }

  /**
   * The session of a token: 401 when there is none, 403 when the account is banned or the token's
   * kind (app session or `mgc_` companion) is not the one accepted.
   */
  async function authenticateToken(
    token: string | undefined,
    accept: "session" | "companion" | "both" = "session",
  ): Promise<AuthContext> {
    if (!token) throw new AppError("unauthorized", "Missing bearer token");
    if (token.startsWith("mgc_")) {
      if (accept === "session") throw new AppError("forbidden", "A desktop companion token cannot be used here");
      const found = await findCompanionSession(ctx.db, hashCompanionToken(token, ctx.secrets.sessionPepper));
      if (!found) throw new AppError("unauthorized", "Invalid or revoked companion token");
      if (found.user.banned) throw new AppError("forbidden", "Account is banned");
      return {
        user: found.user,
        sessionId: found.sessionId,
        deviceId: null,
        via: "companion",
        companionDeviceId: found.userDeviceId,
      };
    }
    if (accept === "companion") throw new AppError("forbidden", "Only the desktop companion's token is accepted here");
    const found = await lookup(hashSessionToken(token, ctx.secrets.sessionPepper));
    if (!found) throw new AppError("unauthorized", "Invalid or expired session");
    if (found.user.banned) throw new AppError("forbidden", "Account is banned");
    return {
      user: found.user,
      sessionId: found.sessionId,
      deviceId: found.deviceId,
      via: "session",
      companionDeviceId: null,
    };
  }

  async function authenticate(request: FastifyRequest, accept: "session" | "companion" | "both"): Promise<void> {
    request.auth = await authenticateToken(bearerToken(request), accept);
  }

  const requireUser = (request: FastifyRequest) => authenticate(request, "session");
  const requireCompanion = (request: FastifyRequest) => authenticate(request, "companion");
  const requireUserOrCompanion = (request: FastifyRequest) => authenticate(request, "both");

  /**
   * An admin: a bearer session of an AdminUser, or a signed-in web-console session (cookie after
   * password and second factor, CSRF token on state-changing requests; http/admin-console-auth.ts).
   */
  async function requireAdmin(request: FastifyRequest): Promise<void> {
    if (!bearerToken(request) && consoleAuth.hasCookie(request)) return consoleAuth.authenticate(request, "complete");
    await requireUser(request);
    if (!(await isAdminAccount(ctx.db, authOf(request).user.id)))
      throw new AppError("forbidden", "Admin access required");
  }

  /**
   * Admin user and moderation routes: admin account plus the x-admin-secret header (server to
   * server). The web console's session stands in for the secret, which never reaches a browser:
   * it required the password and a second factor and carries a CSRF token.
   */
  async function requireAdminWithSecret(request: FastifyRequest): Promise<void> {
    await requireAdmin(request);
    if (request.consoleSession) return;
    const given = request.headers["x-admin-secret"];
    if (typeof given !== "string" || !secretsEqual(given, ctx.secrets.adminSecret)) {
      throw new AppError("forbidden", "Missing or wrong x-admin-secret");
    }
  }

  return {
    /** For fronts that are not routes (the realtime WebSocket upgrade). */
    authenticateToken,
    requireUser: documentGuard(requireUser, { security: [{ bearer: [] }], errors: accountErrors }),
    requireCompanion: documentGuard(requireCompanion, { security: [{ companion: [] }], errors: accountErrors }),
    requireUserOrCompanion: documentGuard(requireUserOrCompanion, {
      security: [{ bearer: [] }, { companion: [] }],
      errors: accountErrors,
    }),
    requireAdmin: documentGuard(requireAdmin, {
      security: [{ bearer: [] }, { adminConsole: [] }],
      errors: accountErrors,
    }),
    requireAdminWithSecret: documentGuard(requireAdminWithSecret, {
      security: [{ bearer: [], adminSecret: [] }, { adminConsole: [] }],
      errors: accountErrors,
    }),
  };
}

export type Guards = ReturnType<typeof createGuards>;
