import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../platform/errors.ts";
import { documentGuard } from "./openapi-document.ts";
import { counterKey } from "./rate-counter.ts";
import { errorsOfBound, type RateBound } from "./rate-limits.ts";
import { secretsEqual } from "./secrets-equal.ts";

/**
 * The guard of the resolver's routes (protect-dns): the shared `x-handshake-secret`, compared in
 * constant time. Wrong or missing → 401; past the bound of failures per address → 429.
 */
export function resolverSecretGuard(app: FastifyInstance, secret: string, failures: RateBound) {
  return documentGuard(
    async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const given = request.headers["x-handshake-secret"];
      if (typeof given === "string" && secretsEqual(given, secret)) return;
      const { count, resetInMs } = await app.rateCounter.hit(
        counterKey("resolver-secret", request.ip),
        failures.windowMs,
        failures.whenStoreDown ?? "refuse",
      );
      if (count > failures.max) {
        const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
        reply.header("retry-after", String(seconds));
        throw new AppError("rate_limited", `Too many wrong secrets: try again in ${seconds} s`);
      }
      throw new AppError("unauthorized", "Missing or wrong x-handshake-secret");
    },
    { security: [{ handshakeSecret: [] }], errors: ["unauthorized", ...errorsOfBound(failures)] },
  );
}
