import type { FastifyInstance } from "fastify";

/**
 * One rule for query parameters a route does not list: they are ignored, on every route
 * (docs/decisions/protect-unknown-query-parameters.md). A route whose query schema would refuse
 * them (`z.strictObject`, `.strict()`) is a programming error, reported when it is registered.
 */
export function registerQueryRule(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const query = (route.schema as { querystring?: unknown } | undefined)?.querystring;
    if (refusesUnknownKeys(query)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url}: its query schema refuses unknown parameters; this API ignores them`,
      );
    }
  });
}

/** Whether a zod object schema refuses keys it does not list (its catchall is `never`). */
export function refusesUnknownKeys(schema: unknown): boolean {
  const def = (schema as { _zod?: { def?: { type?: string; catchall?: { _zod?: { def?: { type?: string } } } } } })
    ?._zod?.def;
  return def?.type === "object" && def.catchall?._zod?.def?.type === "never";
}
