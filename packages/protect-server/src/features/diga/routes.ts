import { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import { rateLimitHook } from "../../http/rate-limits.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { shortLabelText } from "../../platform/text.ts";
import { toProfile } from "../profile/presenter.ts";
import { profileSchema } from "../profile/schema.ts";
import { redeemDigaCode } from "./service.ts";

const redeemBody = z.object({ code: shortLabelText({ max: 64 }) });

export function registerDigaRoutes(app: ZodApp, { ctx, guards, rateLimits }: RouteDeps): void {
  app.post(
    "/api/onboarding/redeem-diga-code",
    {
      onRequest: [
        rateLimitHook(app, "redeem-ip", rateLimits.redeemPerAddress, (req) => req.ip),
        guards.requireUser,
        rateLimitHook(app, "redeem-user", rateLimits.redeemPerAccount, (req) => req.auth?.user.id ?? req.ip),
      ],
      schema: {
        tags: ["onboarding"],
        summary: "Redeem a DiGA code: sets the code's plan and finishes onboarding",
        security: [{ bearer: [] }],
        body: redeemBody,
        errors: ["diga_not_found", "diga_already_used", "diga_expired", "diga_invalid_input"],
        response: { 200: profileSchema },
      },
    },
    async (request) => toProfile(await redeemDigaCode(ctx, authOf(request).user.id, request.body.code)),
  );
}
