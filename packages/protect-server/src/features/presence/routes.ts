import { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { LAST_SEEN_MAX_IDS, lastSeenOf } from "./service.ts";

/** One user id (RFC 9562 layout, as z.uuid() checks it). */
const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}";

const query = z.object({
  userIds: z
    .string()
    // 36 characters and a comma per id: the length caps the count (the document shows both rules).
    .max(LAST_SEEN_MAX_IDS * 37)
    .regex(new RegExp(`^${UUID}(?:,${UUID})*,?$`), { message: "must be user ids separated by commas" })
    .transform((value) => value.split(",").filter((id) => id !== ""))
    .pipe(z.array(z.uuid()).min(1).max(LAST_SEEN_MAX_IDS)),
});

export function registerPresenceRoutes(app: ZodApp, { ctx, guards }: RouteDeps): void {
  app.get(
    "/api/presence/last-seen",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["presence"],
        summary: `Last seen of up to ${LAST_SEEN_MAX_IDS} users (comma-separated ids); only followed users who show their presence are returned`,
        security: [{ bearer: [] }],
        querystring: query,
        response: {
          200: z.object({ users: z.array(z.object({ userId: z.string(), lastSeenAt: z.string().nullable() })) }),
        },
      },
    },
    async (request) => lastSeenOf(ctx, authOf(request).user.id, request.query.userIds),
  );
}
