import { randomUUID } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "./app-context.ts";
import { type Clock, systemClock } from "./clock.ts";
import type { Plan, Secrets } from "./config.ts";
import type { Database } from "./db/client.ts";
import { registerAccountRoutes } from "./features/account/routes.ts";
import { registerAdminRoutes } from "./features/admin/routes.ts";
import { DEFAULT_SCRYPT_COST } from "./features/auth/password.ts";
import { registerAuthRoutes } from "./features/auth/routes.ts";
import { registerDemographicsRoutes } from "./features/demographics/routes.ts";
import { registerDigaRoutes } from "./features/diga/routes.ts";
import { registerHealthRoutes } from "./features/health/routes.ts";
import { registerPaymentRoutes } from "./features/payments/routes.ts";
import { createPlanReconciliation, type PlanReconciler } from "./features/plans/reconciliation.ts";
import { registerPlanRoutes } from "./features/plans/routes.ts";
import { registerProfileRoutes } from "./features/profile/routes.ts";
import { registerPushTokenRoutes } from "./features/push-tokens/routes.ts";
import { createGuards } from "./http/authenticate.ts";
import { registerErrorHandler } from "./http/error-handler.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { defaultRateLimits, type RateLimitSettings } from "./http/rate-limits.ts";
import type { RouteDeps } from "./http/route-deps.ts";

export interface AppOptions {
  database: Database;
  secrets: Secrets;
  clock?: Clock;
  /** A pino logger instance (server.ts), or false for none (tests). */
  logger?: FastifyBaseLogger | false;
  defaultPlan?: Plan;
  sessionTtlDays?: number;
  scryptCost?: number;
  rateLimits?: Partial<RateLimitSettings>;
  /** Later features register their plan-change work here (devices, mail connections, …). */
  planReconcilers?: readonly PlanReconciler[];
  trustProxy?: boolean;
  version?: string;
  /** /health answers 503 until this returns true (server.ts flips it after migrations). */
  ready?: () => boolean;
}

/**
 * Builds the API from options: no port, no process state. server.ts adds listen and shutdown;
 * tests call `inject()`.
 *
 * @example
 * const app = await buildApp({ database, secrets });
 * const res = await app.inject({ method: "GET", url: "/health" });
 */
export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: options.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest("auth", null);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  registerErrorHandler(app);
  await registerOpenApi(app, options.version ?? "0.0.0");
  await app.register(rateLimit, { global: false });

  const ctx: AppContext = {
    db: options.database.db,
    clock: options.clock ?? systemClock,
    secrets: options.secrets,
    settings: {
      defaultPlan: options.defaultPlan ?? "legend",
      sessionTtlDays: options.sessionTtlDays ?? 30,
      scryptCost: options.scryptCost ?? DEFAULT_SCRYPT_COST,
    },
    plans: createPlanReconciliation(options.planReconcilers ?? []),
  };
  const deps: RouteDeps = {
    ctx,
    guards: createGuards(ctx),
    rateLimits: { ...defaultRateLimits, ...options.rateLimits },
  };
  registerHealthRoutes(app, ctx.db, options.database.kind, options.ready ?? (() => true));
  registerAuthRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerDemographicsRoutes(app, deps);
  registerPushTokenRoutes(app, deps);
  registerPlanRoutes(app, deps);
  registerDigaRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerAccountRoutes(app, deps);
  await registerPaymentRoutes(app, deps);
  await app.ready();
  return { app, ctx };
}
