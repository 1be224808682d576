import { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { toDevice } from "./presenter.ts";
import { deviceBody, deviceHeaders, deviceIdParams, deviceSchema, registerResponse } from "./schema.ts";
import { cancelRelease, listUserDevices, registerDevice, requestRelease } from "./service.ts";

export function registerDeviceRoutes(app: ZodApp, { ctx, guards }: RouteDeps): void {
  app.post(
    "/api/devices/register",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["devices"],
        summary:
          "Register this app install (x-device-id); merges into a record with the same name and model seen in the last 30 days",
        headers: deviceHeaders,
        body: deviceBody,
        errors: ["limits_unavailable", "device_locked", "not_found", "plan_limit"],
        response: { 200: registerResponse, 201: registerResponse },
      },
    },
    async (request, reply) => {
      const result = await registerDevice(ctx, authOf(request).user.id, {
        ...request.body,
        deviceId: request.headers["x-device-id"],
        kind: "app",
      });
      return reply
        .status(result.outcome === "created" ? 201 : 200)
        .send({ device: toDevice(result.device), outcome: result.outcome });
    },
  );

  app.get(
    "/api/devices",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["devices"],
        summary: "The caller's app devices (and paired desktop companions)",
        response: { 200: z.object({ devices: z.array(deviceSchema) }) },
      },
    },
    async (request) => ({ devices: (await listUserDevices(ctx, authOf(request).user.id)).map(toDevice) }),
  );

  app.post(
    "/api/devices/:id/request-release",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["devices"],
        summary: "Schedule the release of a locked device 24 hours from now",
        params: deviceIdParams,
        errors: ["not_found", "invalid_transition"],
        response: { 200: deviceSchema },
      },
    },
    async (request) => toDevice(await requestRelease(ctx, authOf(request).user.id, request.params.id)),
  );

  app.post(
    "/api/devices/:id/cancel-release",
    {
      onRequest: guards.requireUserOrCompanion,
      schema: {
        tags: ["devices"],
        summary: "Cancel a scheduled release (an `mgc_` token: its own computer only)",
        params: deviceIdParams,
        errors: ["forbidden", "not_found", "invalid_transition"],
        response: { 200: deviceSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const companion = auth.via === "companion" ? { companionDeviceId: auth.companionDeviceId } : {};
      return toDevice(await cancelRelease(ctx, auth.user.id, request.params.id, companion));
    },
  );
}
