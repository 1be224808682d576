import { hash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { AuthUser } from "../db/auth-user.ts";
import type { Clock } from "../platform/clock.ts";
import { AppError, type ErrorCode } from "../platform/errors.ts";
import { documentGuard } from "./openapi-document.ts";
import { secretsEqual } from "./secrets-equal.ts";
import type { CachedSession, SessionCache } from "./session-cache.ts";

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

/**
 * The key of a token in this instance's session cache: its unkeyed SHA-256. A session token is 256
 * random bits, so the digest gives nothing of it away in a memory dump; the peppered HMAC the
 * database stores (features/auth/session-token.ts) is computed only when the database is asked.
 * One digest instead of an HMAC's two on every cached request (bench/protect-server.bench.ts).
 */
function sessionCacheKey(token: string): string {
  return hash("sha256", token, "base64url");
}

/** Equal strings, in time that depends only on their lengths (tokens have one length). */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** Per connection: the last token it carried and that token's cache key. */
const lastKeyOf = new WeakMap<object, { token: string; key: string }>();

/**
 * The cache key of a request's token, without hashing again when the connection's previous
 * request carried the same token (a kept-alive client sends its token on every request). The
 * compare is constant-time: behind a proxy one upstream connection carries many users' requests.
 */
function requestCacheKey(request: FastifyRequest, token: string): string {
  const socket = request.raw.socket;
  const last = lastKeyOf.get(socket);
  if (last && sameText(last.token, token)) return last.key;
  const key = sessionCacheKey(token);
  lastKeyOf.set(socket, { token, key });
  return key;
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

/** A paired desktop companion's session, found by its `mgc_` token. */
export interface CompanionSession {
  user: AuthUser;
  sessionId: string;
  userDeviceId: string | null;
}

/** The web console's cookie session (features/admin-console), as the admin guards need it. */
export interface ConsoleSessionCheck {
  hasCookie(request: FastifyRequest): boolean;
  /** Authenticates a signed-in console session (sets request.auth); 401/403 otherwise. */
  authenticate(request: FastifyRequest, stage: "complete"): Promise<void>;
}

/**
 * Where the guards find credentials: the features that own them (auth's sessions, magic's
 * companion sessions, admin's accounts, the console's cookie) hand these in at app.ts, so this
 * plumbing knows no feature. Tokens are looked up by what the owning feature derives from them.
 */
export interface CredentialSources {
  clock: Clock;
  /** The live app session of a token at `now`, or undefined (the owner derives what it stores). */
  findSession(token: string, now: Date): Promise<CachedSession | undefined>;
  /** The live companion session of an `mgc_` token, or undefined. */
  findCompanion(token: string): Promise<CompanionSession | undefined>;
  isAdmin(userId: string): Promise<boolean>;
  /** The x-admin-secret server-to-server callers send. */
  adminSecret: string;
  console: ConsoleSessionCheck;
}

/** The request guards and the token check of the other fronts; see createGuards. */
export type Guards = ReturnType<typeof createGuards>;

/**
 * onRequest guards: they run before the body is parsed, so an anonymous caller gets 401 whatever
 * it sent. Tokens prefixed `mgc_` (desktop companion) are accepted only by the guards that say so
 * (requireCompanion, requireUserOrCompanion): the companion must not reach account, admin or
 * device-management routes.
 */
export function createGuards(sources: CredentialSources, sessions?: SessionCache) {
  /** The live session of a token: from this instance's cache, else from the database. */
  async function lookup(token: string) {
    const key = sessions ? sessionCacheKey(token) : "";
    const cached = sessions?.get(key);
    if (cached) return cached;
    const position = sessions?.position() ?? 0;
    const found = await sources.findSession(token, sources.clock.now());
    if (found) sessions?.set(key, found, position);
    return found;
  }

  /**
   * The session of a token: 401 when it opens no live session of either kind (logged out, revoked,
   * made up), 403 when the account is banned or when it is a live session of the other kind (app
   * session or `mgc_` companion) than the one accepted.
   */
  async function authenticateToken(
    token: string | undefined,
    accept: "session" | "companion" | "both" = "session",
  ): Promise<AuthContext> {
    if (!token) throw new AppError("unauthorized", "Missing bearer token");
    if (token.startsWith("mgc_")) {
      const found = await sources.findCompanion(token);
      if (!found) throw new AppError("unauthorized", "Invalid or revoked companion token");
      if (accept === "session") throw new AppError("forbidden", "A desktop companion token cannot be used here");
      if (found.user.banned) throw new AppError("forbidden", "Account is banned");
      return {
        user: found.user,
        sessionId: found.sessionId,
        deviceId: null,
        via: "companion",
        companionDeviceId: found.userDeviceId,
      };
    }
    return sessionAuth(await lookup(token), accept);
  }

  /** What an app session (or none) means for a guard that accepts `accept`: 401, 403 or the caller. */
  function sessionAuth(found: CachedSession | undefined, accept: "session" | "companion" | "both"): AuthContext {
    if (!found) throw new AppError("unauthorized", "Invalid or expired session");
    if (accept === "companion") throw new AppError("forbidden", "Only the desktop companion's token is accepted here");
    if (found.user.banned) throw new AppError("forbidden", "Account is banned");
    return {
      user: found.user,
      sessionId: found.sessionId,
      deviceId: found.deviceId,
      via: "session",
      companionDeviceId: null,
    };
  }

  /**
   * The guard as a Fastify hook: an app session this instance has cached is settled without a
   * promise (most requests; an async hook costs a promise and a microtask turn each), anything
   * else goes the async way. Both ways answer alike: sessionAuth decides for both.
   */
  function guardHook(accept: "session" | "companion" | "both") {
    return (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void => {
      const token = bearerToken(request);
      const cached =
        token && sessions && !token.startsWith("mgc_") ? sessions.get(requestCacheKey(request, token)) : undefined;
      if (cached) {
        try {
          request.auth = sessionAuth(cached, accept);
        } catch (error) {
          done(error as Error);
          return;
        }
        done();
        return;
      }
      authenticate(request, accept).then(() => done(), done);
    };
  }

  async function authenticate(request: FastifyRequest, accept: "session" | "companion" | "both"): Promise<void> {
    request.auth = await authenticateToken(bearerToken(request), accept);
  }

  const requireUser = (request: FastifyRequest) => authenticate(request, "session");

  /** A request without a bearer token that carries the console's cookie goes the console's way. */
  const viaConsole = (request: FastifyRequest) => !bearerToken(request) && sources.console.hasCookie(request);

  /**
   * An admin: a bearer session of an AdminUser, or a signed-in web-console session (cookie after
   * password and second factor, CSRF token on state-changing requests; features/admin-console).
   */
  async function requireAdmin(request: FastifyRequest): Promise<void> {
    if (viaConsole(request)) return sources.console.authenticate(request, "complete");
    await requireUser(request);
    if (!(await sources.isAdmin(authOf(request).user.id))) throw new AppError("forbidden", "Admin access required");
  }

  /**
   * Admin user and moderation routes: admin account plus the x-admin-secret header (server to
   * server). The web console's session stands in for the secret, which never reaches a browser:
   * it required the password and a second factor and carries a CSRF token.
   */
  async function requireAdminWithSecret(request: FastifyRequest): Promise<void> {
    await requireAdmin(request);
    if (viaConsole(request)) return;
    const given = request.headers["x-admin-secret"];
    if (typeof given !== "string" || !secretsEqual(given, sources.adminSecret)) {
      throw new AppError("forbidden", "Missing or wrong x-admin-secret");
    }
  }

  return {
    /** For fronts that are not routes (the realtime WebSocket upgrade). */
    authenticateToken,
    requireUser: documentGuard(guardHook("session"), { security: [{ bearer: [] }], errors: accountErrors }),
    requireCompanion: documentGuard(guardHook("companion"), { security: [{ companion: [] }], errors: accountErrors }),
    requireUserOrCompanion: documentGuard(guardHook("both"), {
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
