import { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import { chooseRepresentation } from "../../http/content-negotiation.ts";
import { resolverSecretGuard } from "../../http/resolver-secret.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { toEnrollment, toProtectedDevice } from "./presenter.ts";
import { APPLE_PROFILE_TYPE, enrollmentMediaTypes } from "./profiles.ts";
import {
  enrollBody,
  enrollmentSchema,
  handshakeBody,
  handshakeResponse,
  protectedDeviceSchema,
  protectedIdParams,
} from "./schema.ts";
import { enroll, listProtectedDevices, recordHandshakes, revokeProtectedDevice } from "./service.ts";

export function registerProtectedDeviceRoutes(app: ZodApp, { ctx, guards, rateLimits }: RouteDeps): void {
  app.post(
    "/api/devices/enroll",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["devices"],
        summary:
          "Enroll a protected device: a DNS token (shown once) and the platform's profile. For iOS and macOS, an Accept header that prefers `application/x-apple-aspen-config` (RFC 9110 q-values) gets the .mobileconfig itself; 406 when Accept allows no type the platform has",
        body: enrollBody,
        errors: ["not_acceptable", "plan_limit", "not_found"],
        response: {
          201: {
            description: "Enrolled",
            content: {
              "application/json": { schema: enrollmentSchema },
              [APPLE_PROFILE_TYPE]: {
                schema: z
                  .string()
                  .describe("The .mobileconfig (iOS, macOS); headers x-protected-device-id and content-disposition"),
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      // Negotiated before anything is written: a 406 leaves no device and no token behind.
      const type = chooseRepresentation(request, reply, enrollmentMediaTypes(request.body.platform));
      const enrollment = await enroll(ctx, authOf(request).user.id, request.body);
      reply.status(201);
      if (type === APPLE_PROFILE_TYPE && enrollment.profile.kind === "mobileconfig") {
        return reply
          .header("content-type", APPLE_PROFILE_TYPE)
          .header("content-disposition", `attachment; filename="${enrollment.profile.fileName}"`)
          .header("x-protected-device-id", enrollment.device.id)
          .serializer((payload: unknown) => payload as string)
          .send(enrollment.profile.mobileconfig as never);
      }
      return reply.send(toEnrollment(enrollment));
    },
  );

  app.get(
    "/api/devices/protected",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["devices"],
        summary: "The caller's protected devices (revoked ones left out)",
        response: { 200: z.object({ devices: z.array(protectedDeviceSchema) }) },
      },
    },
    async (request) => ({ devices: (await listProtectedDevices(ctx, authOf(request).user.id)).map(toProtectedDevice) }),
  );

  app.post(
    "/api/devices/protected/:id/revoke",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["devices"],
        summary: "Revoke a protected device: its DNS token stops working (idempotent)",
        params: protectedIdParams,
        errors: ["not_found"],
        response: { 200: protectedDeviceSchema },
      },
    },
    async (request) => toProtectedDevice(await revokeProtectedDevice(ctx, authOf(request).user.id, request.params.id)),
  );

  app.post(
    "/api/devices/protected/handshake",
    {
      onRequest: resolverSecretGuard(app, ctx.secrets.handshakeSecret, rateLimits.resolverSecretFailuresPerAddress),
      bodyLimit: 256 * 1024,
      schema: {
        tags: ["resolver"],
        summary: "protect-dns reports device activity: pending → active, lastDnsQueryAt moves forward",
        body: handshakeBody,
        response: { 200: handshakeResponse },
      },
    },
    async (request) => {
      const statuses = await recordHandshakes(
        ctx,
        request.body.devices.map((entry) => ({ token: entry.token, lastQueryAt: new Date(entry.lastQueryAt) })),
      );
      return { results: statuses.map((status) => ({ status })) };
    },
  );
}
