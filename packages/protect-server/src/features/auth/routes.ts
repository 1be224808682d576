import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import { loginThrottle, rateLimitHook } from "../../http/rate-limits.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { AppError } from "../../platform/errors.ts";
import { toProfile } from "../profile/presenter.ts";
import { profileSchema } from "../profile/schema.ts";
import { findUser } from "../profile/service.ts";
import { loginBody, loginHeaders, sessionResponse, signupBody } from "./schema.ts";
import { isKnownDevice, login, logout, normalizeEmail, signup } from "./service.ts";

export function registerAuthRoutes(app: ZodApp, { ctx, guards, rateLimits }: RouteDeps): void {
  app.post(
    "/api/auth/signup",
    {
      onRequest: rateLimitHook(app, "signup-ip", rateLimits.signupPerAddress, (req) => req.ip),
      schema: {
        tags: ["auth"],
        summary: "Create an account and a session",
        body: signupBody,
        errors: ["email_taken"],
        response: { 201: sessionResponse },
      },
    },
    async (request, reply) => {
      const { token, user } = await signup(ctx, request.body);
      // A response carrying a session token is never stored by a browser or a proxy.
      return reply
        .status(201)
        .header("cache-control", "no-store")
        .send({ token, user: toProfile(user) });
    },
  );

  app.post(
    "/api/auth/login",
    {
      ...loginThrottle(app, {
        settings: rateLimits,
        emailOf: (req: FastifyRequest) => normalizeEmail((req.body as { email: string }).email),
        deviceOf: (req: FastifyRequest) => String(req.headers["x-device-id"]),
        isKnownDevice: (email, deviceId) => isKnownDevice(ctx, email, deviceId),
      }),
      schema: {
        tags: ["auth"],
        summary: "Log in from a device; refused with 409 DEVICE_LOCKED on a device locked to another account",
        headers: loginHeaders,
        body: loginBody,
        errors: ["device_locked", "unauthorized", "forbidden"],
        response: { 200: sessionResponse },
      },
    },
    async (request, reply) => {
      const { token, user } = await login(ctx, { ...request.body, deviceId: request.headers["x-device-id"] });
      reply.header("cache-control", "no-store");
      return { token, user: toProfile(user) };
    },
  );

  app.post(
    "/api/auth/logout",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["auth"],
        summary: "Revoke the current session",
        security: [{ bearer: [] }],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await logout(ctx, authOf(request).sessionId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/auth/me",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["auth"],
        summary: "The caller's profile",
        security: [{ bearer: [] }],
        errors: ["unauthorized"],
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const user = await findUser(ctx.db, authOf(request).user.id);
      if (!user) throw new AppError("unauthorized", "Account no longer exists");
      return toProfile(user);
    },
  );
}
