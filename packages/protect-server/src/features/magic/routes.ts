import { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import { rateLimitHook } from "../../http/rate-limits.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { toDevice } from "../devices/presenter.ts";
import { deviceSchema } from "../devices/schema.ts";
import { toEnrollment } from "../protected-devices/presenter.ts";
import { enrollmentSchema } from "../protected-devices/schema.ts";
import { infoSchema, pairingCodeSchema, redeemBody, redeemResponse, registerBody, registerResponse } from "./schema.ts";
import {
  type Companion,
  companionDevices,
  companionDnsProfile,
  companionInfo,
  createPairingCode,
  redeemPairingCode,
  registerCompanion,
  releaseCompanion,
  reportTamperRepaired,
} from "./service.ts";

/** The desktop companion's routes (seed "Desktop companion ('magic')"). */
export function registerMagicRoutes(app: ZodApp, { ctx, guards, rateLimits }: RouteDeps): void {
  const companionOf = (request: Parameters<typeof authOf>[0]): Companion => {
    const auth = authOf(request);
    return { userId: auth.user.id, sessionId: auth.sessionId, companionDeviceId: auth.companionDeviceId };
  };

  app.post(
    "/api/magic/pair/create",
    {
      onRequest: [
        guards.requireUser,
        rateLimitHook(app, "pair-create", rateLimits.pairCreatePerAccount, (request) => authOf(request).user.id),
      ],
      schema: {
        tags: ["magic"],
        summary: "A 6-digit pairing code for the desktop companion (10 minutes, single use)",
        errors: [],
        response: { 201: pairingCodeSchema },
      },
    },
    async (request, reply) => {
      const { code, expiresAt } = await createPairingCode(ctx, authOf(request).user.id);
      return reply.status(201).send({ code, expiresAt: expiresAt.toISOString() });
    },
  );

  app.post(
    "/api/magic/pair/redeem",
    {
      onRequest: [
        rateLimitHook(app, "pair-redeem-ip", rateLimits.pairRedeemPerAddress, (request) => request.ip),
        rateLimitHook(app, "pair-redeem-all", rateLimits.pairRedeemGlobal, () => "all"),
      ],
      schema: {
        tags: ["magic"],
        summary: "Redeem a pairing code (no session): the companion's `mgc_` token, shown once",
        security: [],
        body: redeemBody,
        errors: ["invalid_code"],
        response: { 201: redeemResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await redeemPairingCode(ctx, request.body.code)),
  );

  app.get(
    "/api/magic/info",
    {
      schema: {
        tags: ["magic"],
        summary: "Public download metadata of the desktop companion",
        security: [],
        response: { 200: infoSchema },
      },
    },
    async () => companionInfo(ctx),
  );

  app.post(
    "/api/magic/register",
    {
      onRequest: guards.requireCompanion,
      schema: {
        tags: ["magic"],
        summary: "Bind the companion to this computer: a desktop device and its protected device (DoH profile)",
        body: registerBody,
        errors: ["limits_unavailable", "device_locked", "not_found", "plan_limit", "invalid_transition"],
        response: { 200: registerResponse },
      },
    },
    async (request) => {
      const { device, enrollment } = await registerCompanion(ctx, companionOf(request), request.body);
      return { device: toDevice(device), protection: toEnrollment(enrollment) };
    },
  );

  app.get(
    "/api/magic/devices",
    {
      onRequest: guards.requireUserOrCompanion,
      schema: {
        tags: ["magic"],
        summary: "The account's linked desktop companions",
        response: { 200: z.object({ devices: z.array(deviceSchema) }) },
      },
    },
    async (request) => ({ devices: (await companionDevices(ctx, authOf(request).user.id)).map(toDevice) }),
  );

  app.get(
    "/api/magic/profile",
    {
      onRequest: guards.requireCompanion,
      schema: {
        tags: ["magic"],
        summary: "The computer's DNS profile: DoH template with its token",
        errors: ["invalid_transition"],
        response: { 200: enrollmentSchema },
      },
    },
    async (request) => toEnrollment(await companionDnsProfile(ctx, companionOf(request))),
  );

  app.post(
    "/api/magic/release",
    {
      onRequest: guards.requireCompanion,
      schema: {
        tags: ["magic"],
        summary: "Ask for release: after the 24-hour cooldown the binding and its protection end",
        errors: ["invalid_transition", "mdm_managed", "not_found"],
        response: { 200: deviceSchema },
      },
    },
    async (request) => toDevice(await releaseCompanion(ctx, companionOf(request))),
  );

  app.post(
    "/api/magic/tamper-repaired",
    {
      onRequest: [
        guards.requireCompanion,
        rateLimitHook(app, "tamper-report", rateLimits.tamperReportPerAccount, (request) => authOf(request).user.id),
      ],
      schema: {
        tags: ["magic"],
        summary: "The companion repaired tampered settings (shared with an ally if the user chose so)",
        errors: ["invalid_transition", "not_found"],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await reportTamperRepaired(ctx, companionOf(request));
      return reply.status(204).send(null);
    },
  );
}
