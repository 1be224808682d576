// Authentication for every route but /health and the dashboard's own files: a bearer token, or
// the dashboard's session cookie (see dashboard.ts). The hub is found on the LAN, so the token is
// the only thing between a neighbour and the project's records.
import type { FastifyInstance } from "fastify";
import { tokensMatch } from "../core/token.ts";
import { DASHBOARD_HEADER, dashboardSessionOf, isDashboardPublic } from "./dashboard.ts";

export const PUBLIC_PATHS = new Set(["/health"]);

/** A client that knows which project it wants names it here; another project's hub refuses. */
export const PROJECT_HEADER = "x-hub-project";

/**
 * Refuses (421, before authentication and before any work) a request naming another project in
 * PROJECT_HEADER: a CLI that skips the /health probe for its project's own server record
 * (cli/project-hub.ts) must never change a different project whose server took over the port.
 */
export function installProjectCheck(app: FastifyInstance, projectId: string | undefined): void {
  if (projectId === undefined) return;
  app.addHook("onRequest", async (request, reply) => {
    const named = request.headers[PROJECT_HEADER];
    if (named === undefined || named === projectId) return;
    return reply
      .code(421)
      .send({ error: "unreachable", message: `This hub serves project "${projectId}", not "${String(named)}"` });
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1];
}

/** `token` null disables authentication (allowed by `hub serve` on loopback only, on request). */
export function installAuth(app: FastifyInstance, token: string | null): void {
  if (token === null) return;
  app.addHook("onRequest", async (request, reply) => {
    const path = request.url.split("?")[0]!;
    if (PUBLIC_PATHS.has(path) || isDashboardPublic(path, request.method)) return;
    const given = bearerOf(request.headers.authorization);
    if (given === undefined) {
      const session = dashboardSessionOf(request, token);
      if (session === "valid") {
        if (SAFE_METHODS.has(request.method) || request.headers[DASHBOARD_HEADER] === "1") return;
        return reply.code(403).send({
          error: "forbidden",
          message: `A change made with the dashboard cookie needs the ${DASHBOARD_HEADER}: 1 header`,
        });
      }
      if (session === "invalid") {
        return reply
          .code(401)
          .send({ error: "unauthorized", message: "The dashboard session is not valid; sign in again" });
      }
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="hub"')
        .send({ error: "unauthorized", message: "Missing bearer token: send `Authorization: Bearer <token>`" });
    }
    if (!tokensMatch(given, token)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="hub", error="invalid_token"')
        .send({ error: "unauthorized", message: "Invalid bearer token" });
    }
  });
}
