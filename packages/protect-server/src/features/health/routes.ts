import { z } from "zod";
import { OUTAGE_RETRY_AFTER_SECONDS } from "../../db/availability.ts";
import type { Db } from "../../db/client.ts";
import type { ZodApp } from "../../http/route-deps.ts";
import { checkDatabase } from "./service.ts";

const healthSchema = z.object({ status: z.enum(["ok", "unavailable"]), database: z.enum(["pglite", "postgres"]) });

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
      const unavailable = () =>
        reply
          .status(503)
          .header("retry-after", String(OUTAGE_RETRY_AFTER_SECONDS))
          .send({ status: "unavailable", database: kind });
      if (!ready()) return unavailable();
      try {
        await checkDatabase(db);
        return { status: "ok" as const, database: kind };
      } catch (error) {
        // An outage is logged once by the availability state; anything else here is worth a line.
        if (!request.server.databaseAvailability?.report(error))
          request.log.warn({ err: error }, "health check failed");
        return unavailable();
      }
    },
  );
}
