import type { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import type { AppContext } from "../../platform/app-context.ts";
import type { AuthUser } from "../auth/repo.ts";
import { toProfile } from "./presenter.ts";
import type { ProfilePatch } from "./repo.ts";
import { enabledBody, mdmStatusBody, nicknameBody, onboardingStepBody, profileSchema, visibleBody } from "./schema.ts";
import { advanceOnboarding, reportMdmStatus, updateAccount } from "./service.ts";

const security = [{ bearer: [] }];

export function registerProfileRoutes(app: ZodApp, { ctx, guards }: RouteDeps): void {
  /** A POST that stamps or sets account columns and answers with the profile. */
  function stampRoute<B extends z.ZodType | undefined>(
    url: string,
    summary: string,
    body: B,
    patch: (input: B extends z.ZodType ? z.output<B> : undefined, user: AuthUser, ctx: AppContext) => ProfilePatch,
  ): void {
    app.post(
      url,
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ["profile"],
          summary,
          security,
          ...(body ? { body } : {}),
          errors: ["not_found"],
          response: { 200: profileSchema },
        },
      },
      async (request) => {
        const { user } = authOf(request);
        const input = request.body as B extends z.ZodType ? z.output<B> : undefined;
        return toProfile(await updateAccount(ctx.db, user.id, patch(input, user, ctx), ctx.clock.now()));
      },
    );
  }

  stampRoute("/api/profile/me/install-event", "Record a (re-)install of the app", undefined, (_, __, c) => ({
    lastInstallAt: c.clock.now(),
  }));
  stampRoute("/api/profile/me/diga-banner-dismiss", "Dismiss the DiGA banner", undefined, (_, user, c) => ({
    digaBannerDismissedAt: user.digaBannerDismissedAt ?? c.clock.now(),
  }));
  stampRoute("/api/me/calls-enabled", "Opt in or out of calls", enabledBody, (input) => ({
    callsEnabled: input.enabled,
  }));
  stampRoute("/api/me/presence-visibility", "Show or hide presence to followers", visibleBody, (input) => ({
    presenceVisible: input.visible,
  }));
  stampRoute("/api/me/chat-push-enabled", "Receive pushes for new chat messages or not", enabledBody, (input) => ({
    chatPushEnabled: input.enabled,
  }));
  stampRoute("/api/me/last-seen", "Presence heartbeat", undefined, (_, __, c) => ({ lastSeenAt: c.clock.now() }));

  app.post(
    "/api/users/me/mdm-status",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["profile"],
        summary: "Report whether the device is MDM-managed",
        security,
        body: mdmStatusBody,
        errors: ["not_found"],
        response: { 200: profileSchema },
      },
    },
    async (request) => toProfile(await reportMdmStatus(ctx, authOf(request).user, request.body.managed)),
  );

  app.patch(
    "/api/profile/me/nickname",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["profile"],
        summary: "Set the nickname (2–30 characters, trimmed)",
        security,
        body: nicknameBody,
        errors: ["not_found"],
        response: { 200: profileSchema },
      },
    },
    async (request) =>
      toProfile(
        await updateAccount(ctx.db, authOf(request).user.id, { nickname: request.body.nickname }, ctx.clock.now()),
      ),
  );

  app.patch(
    "/api/profile/me/onboarding-step",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["profile"],
        summary: "Advance onboarding: welcome → nickname → block → done, forward only",
        security,
        body: onboardingStepBody,
        errors: ["not_found", "invalid_transition"],
        response: { 200: profileSchema },
      },
    },
    async (request) => toProfile(await advanceOnboarding(ctx, authOf(request).user, request.body.step)),
  );
}
