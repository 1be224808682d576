import { authOf } from "../../http/authenticate.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { previewPlanChange } from "./change-preview.ts";
import { planLimits } from "./limits.ts";
import { changePreviewQuery, changePreviewSchema, mePlanSchema } from "./schema.ts";

export function registerPlanRoutes(app: ZodApp, { guards }: RouteDeps): void {
  app.get(
    "/api/me",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["plans"],
        summary: "The caller's plan, grace period and plan limits",
        security: [{ bearer: [] }],
        response: { 200: mePlanSchema },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      return {
        userId: user.id,
        plan: user.plan,
        foundingMember: user.foundingMember,
        globalBlocklistGraceUntil: user.globalBlocklistGraceUntil?.toISOString() ?? null,
        proTrialExpiresAt: user.proTrialExpiresAt?.toISOString() ?? null,
        planLimits: planLimits[user.plan],
      };
    },
  );

  app.get(
    "/api/plan/change-preview",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["plans"],
        summary: "Gains, keeps and losses per resource axis if the caller moved to another plan",
        security: [{ bearer: [] }],
        querystring: changePreviewQuery,
        response: { 200: changePreviewSchema },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      return previewPlanChange(user.plan, request.query.to, user.foundingMember);
    },
  );
}
