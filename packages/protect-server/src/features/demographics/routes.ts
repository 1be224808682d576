import { authOf } from "../../http/authenticate.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { toProfile } from "../profile/presenter.ts";
import { profileSchema } from "../profile/schema.ts";
import { demographicsPatchBody, demographicsPatchResponse } from "./schema.ts";
import { deleteDemographics, patchDemographics } from "./service.ts";

export function registerDemographicsRoutes(app: ZodApp, { ctx, guards }: RouteDeps): void {
  app.patch(
    "/api/profile/me/demographics",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["profile"],
        summary: "Write demographic fields (stamps consent; may award the one-week pro trial)",
        security: [{ bearer: [] }],
        body: demographicsPatchBody,
        errors: ["invalid_input", "not_found"],
        response: { 200: demographicsPatchResponse },
      },
    },
    async (request) => {
      const { user, trialAwarded } = await patchDemographics(ctx, authOf(request).user.id, request.body);
      return { profile: toProfile(user), trialAwarded };
    },
  );

  app.delete(
    "/api/profile/me/demographics",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["profile"],
        summary: "Withdraw consent: null every demographic field",
        security: [{ bearer: [] }],
        errors: ["not_found"],
        response: { 200: profileSchema },
      },
    },
    async (request) => toProfile(await deleteDemographics(ctx, authOf(request).user.id)),
  );
}
