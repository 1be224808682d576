// Bearer-token authentication for every route but /health. The hub is found on the LAN, so the
// token is the only thing between a neighbour and the project's records.
import type { FastifyInstance } from "fastify";
import { tokensMatch } from "../core/token.ts";

export const PUBLIC_PATHS = new Set(["/health"]);

function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1];
}

/** `token` null disables authentication (allowed by `hub serve` on loopback only, on request). */
export function installAuth(app: FastifyInstance, token: string | null): void {
  if (token === null) return;
  app.addHook("onRequest", async (request, reply) => {
    if (PUBLIC_PATHS.has(request.url.split("?")[0]!)) return;
    const given = bearerOf(request.headers.authorization);
    if (given === undefined) {
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
