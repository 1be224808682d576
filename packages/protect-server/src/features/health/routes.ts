import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { ZodApp } from "../../http/route-deps.ts";

const healthSchema = z.object({ status: z.enum(["ok", "unavailable"]), database: z.enum(["pglite", "postgres"]) });

/** GET /health, no auth: 200 once migrated and the database answers, 503 otherwise. */
export function registerHealthRoutes(app: ZodApp, db: Db, kind: "pglite" | "postgres", ready: () => boolean): void {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and readiness: the database is migrated and answers",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      if (!ready()) return reply.status(503).send({ status: "unavailable", database: kind });
      try {
        await db.execute(sql`select 1`);
        return { status: "ok" as const, database: kind };
      } catch (error) {
        request.log.warn({ err: error }, "health check query failed");
        return reply.status(503).send({ status: "unavailable", database: kind });
      }
    },
  );
}
