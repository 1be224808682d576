import { z } from "zod";
import { OUTAGE_RETRY_AFTER_SECONDS } from "../../db/availability.ts";
import type { Db } from "../../db/client.ts";
import type { ZodApp } from "../../http/route-deps.ts";
import { checkDatabase } from "./service.ts";

const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["pglite", "postgres"]),
  /**
   * The rate-limit counters: in this process, in Redis, or in Redis that does not answer now (the
   * instance still serves; each limit refuses or counts locally, README "Rate limits").
   */
  limits: z.enum(["memory", "redis", "redis_unreachable"]),
});

/** GET /health, no auth: 200 once migrated and the database answers, 503 otherwise. */
export function registerHealthRoutes(app: ZodApp, db: Db, kind: "pglite" | "postgres", ready: () => boolean): void {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and readiness: the database is migrated and answers",
        response: {
          200: healthSchema.describe("The database is migrated and answers"),
          503: healthSchema.describe("Not ready yet, or the database is unreachable (see Retry-After)"),
        },
      },
    },
    async (request, reply) => {
      const counter = request.server.rateCounter;
      const limits: z.infer<typeof healthSchema>["limits"] =
        counter.store === "memory" ? "memory" : counter.reachable ? "redis" : "redis_unreachable";
      const unavailable = () =>
        reply
          .status(503)
          .header("retry-after", String(OUTAGE_RETRY_AFTER_SECONDS))
          .send({ status: "unavailable", database: kind, limits });
      if (!ready()) return unavailable();
      try {
        await checkDatabase(db);
        return { status: "ok" as const, database: kind, limits };
      } catch (error) {
        // An outage is logged once by the availability state; anything else here is worth a line.
        if (!request.server.databaseAvailability?.report(error))
          request.log.warn({ err: error }, "health check failed");
        return unavailable();
      }
    },
  );
}
