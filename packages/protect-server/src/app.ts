import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "./app-context.ts";
import { type Clock, systemClock } from "./clock.ts";
import type { Plan, Secrets } from "./config.ts";
import { authChangeFeed } from "./db/auth-change-feed.ts";
import { createDatabaseAvailability, type DatabaseAvailability } from "./db/availability.ts";
import type { Database } from "./db/client.ts";
import { registerAccountRoutes } from "./features/account/routes.ts";
import { registerAdminRoutes } from "./features/admin/routes.ts";
import { DEFAULT_SCRYPT_COST } from "./features/auth/password.ts";
import { registerAuthRoutes } from "./features/auth/routes.ts";
import { registerDemographicsRoutes } from "./features/demographics/routes.ts";
import { registerDigaRoutes } from "./features/diga/routes.ts";
import { registerHealthRoutes } from "./features/health/routes.ts";
import { memoryPaymentProvider, type PaymentProvider } from "./features/payments/provider.ts";
import { registerPaymentRoutes } from "./features/payments/routes.ts";
import { createPlanReconciliation, type PlanReconciler } from "./features/plans/reconciliation.ts";
import { registerPlanRoutes } from "./features/plans/routes.ts";
import { registerProfileRoutes } from "./features/profile/routes.ts";
import { registerPushTokenRoutes } from "./features/push-tokens/routes.ts";
import { registerAccessLog } from "./http/access-log.ts";
import { createGuards } from "./http/authenticate.ts";
import { registerErrorHandler } from "./http/error-handler.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { memoryRateCounter, type RateCounter } from "./http/rate-counter.ts";
import { defaultRateLimits, type RateLimitSettings } from "./http/rate-limits.ts";
import type { RouteDeps } from "./http/route-deps.ts";
import { createSessionCache } from "./http/session-cache.ts";
import { fastifyTrustProxy, type TrustProxy } from "./http/trust-proxy.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Lost/back state of a PostgreSQL connection; requests answer 503 while it is lost. */
    databaseAvailability: DatabaseAvailability | undefined;
  }
}

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
  /** Counters of the rate limits: in memory by default; Redis when configured (server.ts). */
  rateCounter?: RateCounter;
  /** Share of successful requests in the access log (0–1, default 0.01); see http/access-log.ts. */
  accessLogSample?: number;
  /**
   * Seconds a session lookup may be reused by this instance, invalidated through the database's
   * change feed (http/session-cache.ts). 0 (the default here; the server's config says 30) looks
   * every request up.
   */
  sessionCacheSeconds?: number;
  /** The payment provider (default: in memory, see features/payments/provider.ts). */
  paymentProvider?: PaymentProvider;
  /** Later features register their plan-change work here (devices, mail connections, …). */
  planReconcilers?: readonly PlanReconciler[];
  /** Whose X-Forwarded-For to believe (default: nobody); see http/trust-proxy.ts. */
  trustProxy?: TrustProxy;
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
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // One access-log line per request instead of Fastify's two (http/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest("auth", null);
  // The API reads JSON only: a text/plain body answers 415 unsupported_media_type like any other type.
  app.removeContentTypeParser("text/plain");
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  registerErrorHandler(app);
  if (options.logger) registerAccessLog(app, options.accessLogSample ?? 0.01);
  await registerOpenApi(app, options.version ?? "0.0.0");

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
    payments: options.paymentProvider ?? memoryPaymentProvider(),
  };
  const counter = options.rateCounter ?? memoryRateCounter(ctx.clock);
  app.decorate("rateCounter", counter);
  const availability =
    options.database.kind === "postgres"
      ? createDatabaseAvailability({ probe: () => ctx.db.execute(sql`select 1`), logger: app.log })
      : undefined;
  app.decorate("databaseAvailability", availability);
  app.addHook("onClose", async () => {
    availability?.close();
    await counter.close();
  });
  const sessions =
    (options.sessionCacheSeconds ?? 0) > 0
      ? createSessionCache({
          ttlMs: (options.sessionCacheSeconds ?? 0) * 1000,
          feed: authChangeFeed(options.database),
          clock: ctx.clock,
          logger: app.log,
        })
      : undefined;
  if (sessions) {
    await sessions.start();
    // Read-your-writes on this instance: a user's own change drops their entries before the
    // response leaves (other instances hear of it through the feed).
    app.addHook("onSend", async (request, _reply, payload) => {
      if (request.auth && request.method !== "GET" && request.method !== "HEAD") {
        sessions.forgetUser(request.auth.user.id);
      }
      return payload;
    });
    app.addHook("onClose", () => sessions.close());
  }
  const deps: RouteDeps = {
    ctx,
    guards: createGuards(ctx, sessions),
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
