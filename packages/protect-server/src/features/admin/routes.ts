import { authOf } from "../../http/authenticate.ts";
import { errorResponses } from "../../http/error-schema.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { isAdmin } from "./repo.ts";
import { setPlanBody, setPlanResponse, userIdParams, verifyAdminSchema } from "./schema.ts";
import { setPlanByAdmin } from "./service.ts";

export function registerAdminRoutes(app: ZodApp, { ctx, guards }: RouteDeps): void {
  app.get(
    "/api/admin/verify-admin",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["admin"],
        summary: "Whether the caller is an admin",
        security: [{ bearer: [] }],
        response: { 200: verifyAdminSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      return { isAdmin: await isAdmin(ctx.db, user.id), userId: user.id, email: user.email ?? "" };
    },
  );

  app.post(
    "/api/admin/users/:id/plan",
    {
      onRequest: guards.requireAdminWithSecret,
      schema: {
        tags: ["admin"],
        summary: "Set a user's plan (and founding-member flag); runs plan reconciliation",
        security: [{ bearer: [], adminSecret: [] }],
        params: userIdParams,
        body: setPlanBody,
        response: { 200: setPlanResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await setPlanByAdmin(ctx, {
        userId: request.params.id,
        plan: request.body.plan,
        foundingMember: request.body.foundingMember,
      });
      return {
        userId: user.id,
        plan: user.plan,
        foundingMember: user.foundingMember,
        globalBlocklistGraceUntil: user.globalBlocklistGraceUntil?.toISOString() ?? null,
      };
    },
  );
}
