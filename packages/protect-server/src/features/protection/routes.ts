import type { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import {
  cooldownCancelSchema,
  cooldownRequestSchema,
  cooldownStatusSchema,
  historyQuery,
  historySchema,
  insightsQuery,
  insightsSchema,
  passcodeBody,
  passcodeSchema,
  protectionStateSchema,
  toCooldown,
} from "./schema.ts";
import {
  type CooldownView,
  cancelCooldown,
  cooldownHistory,
  markProtectionActive,
  readCooldownStatus,
  readProtectionState,
  readScreentimePasscode,
  requestCooldown,
  saveScreentimePasscode,
  sosInsights,
} from "./service.ts";

const security = [{ bearer: [] }];
const tags = ["protection"];

function toStatus(view: CooldownView, now: Date): z.infer<typeof cooldownStatusSchema> {
  const endsAt = view.cooldown?.endsAt ?? null;
  return {
    status: view.status,
    endsAt: endsAt?.toISOString() ?? null,
    msRemaining: view.status === "running" && endsAt ? Math.max(0, endsAt.getTime() - now.getTime()) : null,
    protectionDisabledAt: view.protectionDisabledAt?.toISOString() ?? null,
    cooldown: view.cooldown ? toCooldown(view.cooldown) : null,
  };
}

export function registerProtectionRoutes(app: ZodApp, { ctx, guards }: RouteDeps): void {
  /** The cooldown endpoints and the state also take the desktop companion's `mgc_` token (seed §5.1). */
  const userOrCompanion: Record<string, string[]>[] = [{ bearer: [] }, { companion: [] }];
  const userId = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get(
    "/api/protection/state",
    {
      onRequest: guards.requireUserOrCompanion,
      schema: {
        tags,
        summary: "Whether protection should be active, the cooldown and the blocklist mode",
        security: userOrCompanion,
        response: { 200: protectionStateSchema },
      },
    },
    async (request) => {
      const state = await readProtectionState(ctx, userId(request));
      return {
        protectionShouldBeActive: state.protectionShouldBeActive,
        mdmManaged: state.mdmManaged,
        protectionDisabledAt: state.protectionDisabledAt?.toISOString() ?? null,
        cooldown: toStatus(state.cooldown, ctx.clock.now()),
        blocklist: {
          mode: state.blocklist.mode,
          planMode: state.blocklist.planMode,
          graceUntil: state.blocklist.graceUntil?.toISOString() ?? null,
          customDomainLimit: state.blocklist.customDomainLimit,
        },
      };
    },
  );

  app.post(
    "/api/cooldown/request",
    {
      onRequest: guards.requireUserOrCompanion,
      schema: {
        tags,
        summary: "Start the 24-hour cooldown (or get the running one); 400 mdm_managed",
        security: userOrCompanion,
        errors: ["mdm_managed", "invalid_transition"],
        response: { 200: cooldownRequestSchema, 201: cooldownRequestSchema },
      },
    },
    async (request, reply) => {
      const result = await requestCooldown(ctx, userId(request));
      reply.code(result.created ? 201 : 200);
      return { created: result.created, cooldown: toCooldown(result.cooldown) };
    },
  );

  app.post(
    "/api/cooldown/cancel",
    {
      onRequest: guards.requireUserOrCompanion,
      schema: {
        tags,
        summary: "Call the running cooldown off before it ends: protection stays on; 409 when none runs",
        security: userOrCompanion,
        errors: ["invalid_transition"],
        response: { 200: cooldownCancelSchema },
      },
    },
    async (request) => ({ cooldown: toCooldown(await cancelCooldown(ctx, userId(request))) }),
  );

  app.get(
    "/api/cooldown/status",
    {
      onRequest: guards.requireUserOrCompanion,
      schema: {
        tags,
        summary: "The cooldown; resolves an elapsed one (protection then reports it should be off)",
        security: userOrCompanion,
        errors: ["mdm_managed"],
        response: { 200: cooldownStatusSchema },
      },
    },
    async (request) => toStatus(await readCooldownStatus(ctx, userId(request)), ctx.clock.now()),
  );

  app.post(
    "/api/protection/mark-active",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The client activated its filter: clears protectionDisabledAt",
        security,
        response: { 200: protectionStateSchema.pick({ protectionShouldBeActive: true }) },
      },
    },
    async (request) => {
      await markProtectionActive(ctx, userId(request));
      return { protectionShouldBeActive: true };
    },
  );

  app.post(
    "/api/protection/screentime-passcode",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Save the 4-digit screentime passcode (stored encrypted)",
        security,
        body: passcodeBody,
        response: { 200: passcodeSchema },
      },
    },
    async (request) => {
      await saveScreentimePasscode(ctx, userId(request), request.body.passcode);
      return readScreentimePasscode(ctx, userId(request));
    },
  );

  app.get(
    "/api/protection/screentime-passcode",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The screentime passcode: readable only while protection is off after a resolved cooldown",
        security,
        response: { 200: passcodeSchema },
      },
    },
    async (request) => readScreentimePasscode(ctx, userId(request)),
  );

  app.get(
    "/api/profile/me/cooldown-history",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The caller's cooldowns, newest first (limit 1–100, default 20)",
        security,
        querystring: historyQuery,
        response: { 200: historySchema },
      },
    },
    async (request) => ({
      cooldowns: (await cooldownHistory(ctx, userId(request), request.query.limit)).map(toCooldown),
    }),
  );

  app.get(
    "/api/profile/me/sos-insights",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "When cooldown requests happen and how long protection has held (last 100 cooldowns)",
        security,
        querystring: insightsQuery,
        response: { 200: insightsSchema },
      },
    },
    async (request) => sosInsights(ctx, userId(request), request.query.tz),
  );
}
