import { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import { errorResponses } from "../../http/error-schema.ts";
import { rateLimitHook } from "../../http/rate-limits.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { userText } from "../../user-text.ts";
import type { CoachEngine } from "./engine.ts";
import { askCoach, describeCoach } from "./service.ts";

const engineKind = z.enum(["openai_compatible", "rule_based"]);
const messageBody = z.object({
  message: userText(2000),
  history: z
    .array(z.object({ role: z.enum(["user", "coach"]), content: userText(4000) }))
    .max(20)
    .default([]),
});

export function registerCoachRoutes(app: ZodApp, { guards, rateLimits }: RouteDeps, engine: CoachEngine): void {
  app.get(
    "/api/coach",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["coach"],
        summary: "Which coach answers: a hosted model (openai_compatible) or the built-in rules (rule_based)",
        security: [{ bearer: [] }],
        response: { 200: z.object({ engine: engineKind, model: z.string().nullable() }), ...errorResponses(401, 403) },
      },
    },
    async () => describeCoach(engine),
  );

  app.post(
    "/api/coach/message",
    {
      onRequest: [
        guards.requireUser,
        rateLimitHook(app, "coach", rateLimits.coachPerAccount, (req) => authOf(req).user.id),
      ],
      schema: {
        tags: ["coach"],
        summary:
          "Ask the coach; the answer names the engine that wrote it (fallback true: the model failed, the rules answered)",
        security: [{ bearer: [] }],
        body: messageBody,
        response: {
          200: z.object({ reply: z.string(), engine: engineKind, model: z.string().nullable(), fallback: z.boolean() }),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => askCoach(engine, request.body, request.log),
  );
}
