import type { FastifyReply, FastifyRequest } from "fastify";
import { secretsEqual } from "../../http/secrets-equal.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { hashSessionToken } from "../auth/session-token.ts";
import { csrfTokenOf } from "./credentials.ts";
import type { ConsoleStage } from "./repo.ts";
import { type ConsoleSessionRef, findLiveConsoleSession } from "./service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The console session of a request authenticated by the admin-console cookie. */
    consoleSession: ConsoleSessionRef | null;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The value of one cookie of the Cookie header, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

export interface ConsoleCookieOptions {
  /** Secure cookies (HTTPS): named with the `__Host-` prefix, which also pins Path=/ and no Domain. */
  secure: boolean;
}

/**
 * The web console's session: an HttpOnly, SameSite=Strict cookie, and a CSRF token (derived from
 * the session) that every state-changing request must carry in `x-csrf-token`. Bearer tokens and
 * the x-admin-secret never reach the browser.
 */
export function createConsoleAuth(ctx: AppContext, options: ConsoleCookieOptions) {
  const cookieName = options.secure ? "__Host-hq_admin" : "hq_admin";
  const attributes = `Path=/; HttpOnly; SameSite=Strict${options.secure ? "; Secure" : ""}`;

  /** Max-Age (relative) rather than Expires: the browser's clock need not agree with the server's. */
  function setCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
    const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - ctx.clock.now().getTime()) / 1000));
    reply.header("set-cookie", `${cookieName}=${token}; ${attributes}; Max-Age=${maxAge}`);
  }

  function clearCookie(reply: FastifyReply): void {
    reply.header("set-cookie", `${cookieName}=; ${attributes}; Max-Age=0`);
  }

  function hasCookie(request: FastifyRequest): boolean {
    return readCookie(request, cookieName) !== undefined;
  }

  /** Authenticates the cookie (401 when missing or ended) and checks CSRF on unsafe methods (403). */
  async function authenticate(request: FastifyRequest, stage: ConsoleStage | "any"): Promise<void> {
    const token = readCookie(request, cookieName);
    if (!token) throw new AppError("unauthorized", "Not signed in to the admin console");
    const tokenHash = hashSessionToken(token, ctx.secrets.sessionPepper);
    const found = await findLiveConsoleSession(ctx, tokenHash);
    if (!found) throw new AppError("unauthorized", "Console session ended: sign in again");
    if (found.user.banned) throw new AppError("forbidden", "Account is banned");
    const csrfToken = csrfTokenOf(tokenHash, ctx.secrets.sessionPepper);
    if (!SAFE_METHODS.has(request.method)) {
      const given = request.headers["x-csrf-token"];
      if (typeof given !== "string" || !secretsEqual(given, csrfToken)) {
        throw new AppError("forbidden", "Missing or wrong x-csrf-token");
      }
    }
    if (stage !== "any" && found.stage !== stage) {
      throw new AppError("unauthorized", stage === "complete" ? "Second factor required" : "Already signed in");
    }
    request.consoleSession = {
      sessionId: found.sessionId,
      userId: found.user.id,
      email: found.user.email,
      stage: found.stage,
      csrfToken,
    };
    request.auth = {
      user: found.user,
      sessionId: found.sessionId,
      deviceId: null,
      via: "session",
      companionDeviceId: null,
    };
  }

  return { cookieName, setCookie, clearCookie, hasCookie, authenticate };
}

export type ConsoleAuth = ReturnType<typeof createConsoleAuth>;

/** The console session of a request that passed a console guard. */
export function consoleSessionOf(request: FastifyRequest): ConsoleSessionRef {
  if (!request.consoleSession) throw new AppError("unauthorized", "Not signed in to the admin console");
  return request.consoleSession;
}
