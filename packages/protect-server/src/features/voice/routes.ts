import { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import { rateLimitHook } from "../../http/rate-limits.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { longText, serverCheck, shortLabelText } from "../../platform/text.ts";
import { pickCoachVoice, speak, type VoiceEngines, voiceQuota, voicesOf } from "./service.ts";

const tags = ["voice"];
const security = [{ bearer: [] }];
export const SPEAK_MAX = 1000;

const quotaSchema = z.object({
  plan: z.enum(["free", "pro", "legend"]),
  limitSeconds: z.number().int().nullable(),
  usedSeconds: z.number().int(),
  remainingSeconds: z.number().int().nullable(),
  resetAt: z.string().nullable(),
});
const voicesSchema = z.object({
  engine: z.string(),
  voices: z.array(z.string()),
  voice: z.string(),
  canPick: z.boolean(),
});

export function registerVoiceRoutes(app: ZodApp, { ctx, guards, rateLimits }: RouteDeps, engines: VoiceEngines): void {
  app.post(
    "/api/voice/speak",
    {
      onRequest: [
        guards.requireUser,
        rateLimitHook(app, "voice", rateLimits.voicePerAccount, (req) => authOf(req).user.id),
      ],
      schema: {
        tags,
        summary:
          "Speak a text as the coach: audio/wav, length charged to the daily quota (free 60 s, pro 300 s, legend unlimited); headers x-voice-engine, x-voice-seconds, x-voice-quota-remaining",
        security,
        body: z.object({ text: longText({ max: SPEAK_MAX }) }),
        errors: ["quota_exceeded"],
        response: {
          200: z.any().describe("audio/wav (PCM)"),
        },
      },
    },
    async (request, reply) => {
      const result = await speak(ctx, engines, authOf(request).user.id, request.body.text);
      reply
        .type("audio/wav")
        .header("x-voice-engine", result.engine)
        .header("x-voice-seconds", String(result.seconds))
        .header(
          "x-voice-quota-remaining",
          result.remainingSeconds === null ? "unlimited" : String(result.remainingSeconds),
        );
      return reply.send(result.audio);
    },
  );

  app.get(
    "/api/voice/quota",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Today's voice seconds: used, limit of the plan, reset time (midnight UTC)",
        security,
        response: { 200: quotaSchema },
      },
    },
    async (request) => voiceQuota(ctx, authOf(request).user.id),
  );

  app.get(
    "/api/voice/voices",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary:
          "The engine and voices of the caller's plan, the voice in use, and whether the caller may pick (legend)",
        security,
        response: { 200: voicesSchema },
      },
    },
    async (request) => voicesOf(ctx, engines, authOf(request).user.id),
  );

  app.put(
    "/api/voice/coach-voice",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Pick the coach's voice (legend only; null goes back to the default)",
        security,
        body: z.object({
          voiceId: serverCheck(shortLabelText(), "one of the voice ids GET /api/voice/voices lists").nullable(),
        }),
        errors: ["forbidden", "invalid_input"],
        response: { 200: voicesSchema },
      },
    },
    async (request) => pickCoachVoice(ctx, engines, authOf(request).user, request.body.voiceId),
  );
}
