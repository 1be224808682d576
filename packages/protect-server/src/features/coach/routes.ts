import { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import { rateLimitHook } from "../../http/rate-limits.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { longText } from "../../platform/text.ts";
import type { CoachEngine } from "./engine.ts";
import { askCoach, describeCoach } from "./service.ts";

const engineKind = z.enum(["openai_compatible", "rule_based"]);
const messageBody = z.object({
  message: longText({ max: 2000 }),
  history: z
    .array(z.object({ role: z.enum(["user", "coach"]), content: longText() }))
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
        response: { 200: z.object({ engine: engineKind, model: z.string().nullable() }) },
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
        errors: [],
        response: {
          200: z.object({ reply: z.string(), engine: engineKind, model: z.string().nullable(), fallback: z.boolean() }),
        },
      },
    },
    async (request) => askCoach(engine, request.body, request.log),
  );
}
