import { randomUUID } from "node:crypto";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { authChangeFeed } from "./db/auth-change-feed.ts";
import { createDatabaseAvailability, type DatabaseAvailability } from "./db/availability.ts";
import type { Database } from "./db/client.ts";
import { registerAccountRoutes } from "./features/account/routes.ts";
import { registerAdminRoutes } from "./features/admin/routes.ts";
import { isAdminAccount } from "./features/admin/service.ts";
import { createConsoleAuth } from "./features/admin-console/console-auth.ts";
import { registerAdminConsoleRoutes } from "./features/admin-console/routes.ts";
import { registerAllyRoutes } from "./features/ally/routes.ts";
import { createAllyWatch, silenceToWatch } from "./features/ally/watch.ts";
import { registerApprovalRoutes } from "./features/approvals/routes.ts";
import { DEFAULT_SCRYPT_COST } from "./features/auth/password.ts";
import { registerAuthRoutes } from "./features/auth/routes.ts";
import { findLiveSession } from "./features/auth/service.ts";
import { hashSessionToken } from "./features/auth/session-token.ts";
import { blocklistPlanReconciler } from "./features/blocklists/plan-rules.ts";
import { registerBlocklistRoutes } from "./features/blocklists/routes.ts";
import { registerChatRoutes } from "./features/chat/routes.ts";
import type { CoachEngine } from "./features/coach/engine.ts";
import { registerCoachRoutes } from "./features/coach/routes.ts";
import { ruleBasedCoach } from "./features/coach/rule-based.ts";
import { registerCommunityRoutes } from "./features/community/routes.ts";
import { registerCuratedDomainRoutes } from "./features/curated-domains/routes.ts";
import { registerCustomDomainRoutes } from "./features/custom-domains/routes.ts";
import { registerDemographicsRoutes } from "./features/demographics/routes.ts";
import { registerDeviceRoutes } from "./features/devices/routes.ts";
import { deviceLockReconciler } from "./features/devices/service.ts";
import { registerDigaAdminRoutes } from "./features/diga/admin-routes.ts";
import { registerDigaRoutes } from "./features/diga/routes.ts";
import { registerDiscoveryRoutes } from "./features/discovery/routes.ts";
import { registerFollowingRoutes } from "./features/following/routes.ts";
import { registerHealthRoutes } from "./features/health/routes.ts";
import { checkDatabase } from "./features/health/service.ts";
import { hashCompanionToken } from "./features/magic/companion-token.ts";
import { registerMagicRoutes } from "./features/magic/routes.ts";
import { findCompanionSession } from "./features/magic/service.ts";
import { mailConnectionReconciler } from "./features/mail-connections/plan-reconciler.ts";
import { registerMailConnectionRoutes } from "./features/mail-connections/routes.ts";
import { createMailRuntime, type MailOptions } from "./features/mail-connections/runtime.ts";
import { registerMailOauthRoutes } from "./features/mail-oauth/routes.ts";
import { registerMailScanRoutes } from "./features/mail-scan/routes.ts";
import { type Mailer, memoryMailer } from "./features/mailer/mailer.ts";
import { createMailOutbox } from "./features/mailer/outbox.ts";
import { registerModerationRoutes } from "./features/moderation/routes.ts";
import { registerNotificationRoutes } from "./features/notifications/routes.ts";
import { memoryPaymentProvider, type PaymentProvider } from "./features/payments/provider.ts";
import { registerPaymentRoutes } from "./features/payments/routes.ts";
import { createPlanReconciliation, type PlanReconciler } from "./features/plans/reconciliation.ts";
import { registerPlanRoutes } from "./features/plans/routes.ts";
import { registerPresenceRoutes } from "./features/presence/routes.ts";
import { registerPrivacyRoutes } from "./features/privacy/routes.ts";
import { registerProfileRoutes } from "./features/profile/routes.ts";
import { registerProtectedDeviceRoutes } from "./features/protected-devices/routes.ts";
import { protectedDeviceReconciler } from "./features/protected-devices/service.ts";
import { createDeviceSilence, type DeviceSilenceSubscriber } from "./features/protected-devices/silence-service.ts";
import { registerProtectionRoutes } from "./features/protection/routes.ts";
import type { PushSender } from "./features/push-tokens/push-sender.ts";
import { registerPushTokenRoutes } from "./features/push-tokens/routes.ts";
import { createChatPush } from "./features/push-tokens/service.ts";
import {
  allyPublication,
  chatPublication,
  type PublishedTable,
  protectionPublication,
} from "./features/realtime/publication.ts";
import { createRealtime } from "./features/realtime/service.ts";
import { attachRealtimeSocket } from "./features/realtime/socket.ts";
import { registerResolverPolicyRoutes } from "./features/resolver-policy/routes.ts";
import { registerSubmissionRoutes } from "./features/submissions/routes.ts";
import { espeakEngine } from "./features/voice/espeak.ts";
import { registerVoiceRoutes } from "./features/voice/routes.ts";
import type { VoiceEngines } from "./features/voice/service.ts";
import { registerAccessLog } from "./http/access-log.ts";
import { registerConsoleAssets } from "./http/admin-console-assets.ts";
import { createGuards } from "./http/authenticate.ts";
import { registerErrorContracts } from "./http/error-contract.ts";
import { registerErrorHandler } from "./http/error-handler.ts";
import { clientErrorHandler, frameworkErrors, MAX_PARAM_LENGTH } from "./http/framework-errors.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { registerQueryRule } from "./http/query-rule.ts";
import { memoryRateCounter, type RateCounter } from "./http/rate-counter.ts";
import { type RateLimitSettings, withRateLimits } from "./http/rate-limits.ts";
import { addReplyStep } from "./http/reply-steps.ts";
import { lazyRequestLogger } from "./http/request-logger.ts";
import { responseSerializerCompiler } from "./http/response-writer.ts";
import type { RouteDeps } from "./http/route-deps.ts";
import { createSessionCache } from "./http/session-cache.ts";
import type { AppContext, DeviceSettings } from "./platform/app-context.ts";
import { type Clock, systemClock } from "./platform/clock.ts";
import type { Plan, Secrets } from "./platform/config.ts";
import { fastifyTrustProxy, type TrustProxy } from "./platform/trust-proxy.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Resolves when the chat pushes started so far are sent (tests; close waits for it too). */
    pushIdle: () => Promise<void>;
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
  /** Further plan-change work (the devices' own reconcilers are always registered). */
  planReconcilers?: readonly PlanReconciler[];
  /** Features told of silent and resumed protected devices (an ally feature, say). */
  deviceSilenceSubscribers?: readonly DeviceSilenceSubscriber[];
  /** Outgoing e-mail: server.ts passes SMTP or the outbox folder; default: kept in memory. */
  mailer?: Mailer;
  /** DNS profile targets, the e-mail link base and the companion's download metadata. */
  devices?: Partial<DeviceSettings>;
  /** Whose X-Forwarded-For to believe (default: nobody); see http/trust-proxy.ts. */
  trustProxy?: TrustProxy;
  version?: string;
  /**
   * Tables other features publish over the realtime WebSocket, besides chat's (each also needs a
   * `protect_realtime_notify` trigger; see features/realtime/publication.ts).
   */
  realtimeTables?: readonly PublishedTable[];
  /** The coach's engine: a hosted model when configured (server.ts), the built-in rules otherwise. */
  coach?: CoachEngine;
  /** Text-to-speech engines: espeak-ng embedded by default, a hosted provider for pro/legend. */
  voice?: VoiceEngines;
  /** Where chat pushes go (server.ts: Expo + Web Push); none configured: no pushes are sent. */
  pushSender?: PushSender;
  /** PUSH_ALLOW_PRIVATE_NETWORKS: registration accepts Web Push endpoints on loopback and private networks (tests). */
  pushAllowPrivateNetworks?: boolean;
  /** Mail protection: IMAP connector, sender policy, language model, OAuth providers (defaults: real IMAP, built-in lists). */
  mail?: MailOptions;
  /**
   * Secure cookies for the admin console (`__Host-` prefix, HTTPS only). server.ts sets it in
   * production; tests and development over plain HTTP leave it off.
   */
  secureCookies?: boolean;
  /** The built admin console (packages/protect-admin/dist), served at /admin/; unset: not served. */
  adminConsoleDir?: string;
  /** /health answers 503 until this returns true (server.ts flips it after migrations). */
  ready?: () => boolean;
}

/** Development defaults; they match protect-dns's development defaults (DoH 8443, dot.localhost). */
export const defaultDeviceSettings: DeviceSettings = {
  appUrl: "http://127.0.0.1:8420",
  dohUrl: "https://127.0.0.1:8443/dns-query",
  dotDomain: "dot.localhost",
  dohServerAddresses: ["127.0.0.1"],
  magic: {},
};

/** The plan-change work of the devices features, always registered. */
const deviceReconcilers: readonly PlanReconciler[] = [deviceLockReconciler, protectedDeviceReconciler];

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
      // A UUID, not a counter: a counter would tell every client how busy the instance is.
      return typeof given === "string" && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // Errors before routing (a too-long path parameter, a URL that does not decode, headers over
    // 16 KB) answer in the API's shape without echoing the input (http/framework-errors.ts).
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
    // One access-log line per request instead of Fastify's two (http/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // A request's child logger is made when it first logs (http/request-logger.ts).
    ...(options.logger ? { childLoggerFactory: lazyRequestLogger } : {}),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorateRequest("auth", null);
  // The API reads JSON only: a text/plain body answers 415 unsupported_media_type like any other type.
  app.removeContentTypeParser("text/plain");
  app.decorateRequest("consoleSession", null);
  // Hooks on every request are callback-style (an async hook costs a promise and a microtask each),
  // and the per-reply chores share one onSend hook (http/reply-steps.ts).
  addReplyStep(app, (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  registerErrorHandler(app);
  registerErrorContracts(app);
  registerQueryRule(app);
  if (options.logger) registerAccessLog(app, options.accessLogSample ?? 0.01);
  await registerOpenApi(app, options.version ?? "0.0.0");

  const clock = options.clock ?? systemClock;
  const counter = options.rateCounter ?? memoryRateCounter(clock);
  const decryptionKeys = [options.secrets.tokenEncryptionKey, ...(options.mail?.previousEncryptionKeys ?? [])];
  const mailer = createMailOutbox({
    db: options.database.db,
    transport: options.mailer ?? memoryMailer(),
    clock,
    keys: decryptionKeys,
    logger: app.log,
  });
  // The ally feature listens to the protection core and the devices (features/protection-watch).
  const protectionWatch = createAllyWatch({
    mailer,
    pepper: options.secrets.sessionPepper,
    appUrl: { ...defaultDeviceSettings, ...options.devices }.appUrl,
  });
  const ctx: AppContext = {
    db: options.database.db,
    clock,
    secrets: options.secrets,
    decryptionKeys,
    settings: {
      defaultPlan: options.defaultPlan ?? "legend",
      sessionTtlDays: options.sessionTtlDays ?? 30,
      scryptCost: options.scryptCost ?? DEFAULT_SCRYPT_COST,
      devices: { ...defaultDeviceSettings, ...options.devices },
      push: { allowPrivateNetworks: options.pushAllowPrivateNetworks ?? false },
    },
    plans: createPlanReconciliation([
      blocklistPlanReconciler,
      ...deviceReconcilers,
      mailConnectionReconciler,
      ...(options.planReconcilers ?? []),
    ]),
    mailer,
    rateCounter: counter,
    mail: createMailRuntime(options.secrets.tokenEncryptionKey, options.mail),
    payments: options.paymentProvider ?? memoryPaymentProvider(),
    // The ally feature hears of silent devices as one of their subscribers.
    deviceSilence: createDeviceSilence([...(options.deviceSilenceSubscribers ?? []), silenceToWatch(protectionWatch)]),
    protectionWatch,
  };
  app.decorate("rateCounter", counter);
  const availability =
    options.database.kind === "postgres"
      ? createDatabaseAvailability({ probe: () => checkDatabase(ctx.db), logger: app.log })
      : undefined;
  app.decorate("databaseAvailability", availability);
  // Queued mail is delivered from the moment the app is ready (mail left from before a restart too).
  app.addHook("onReady", async () => mailer.start());
  app.addHook("onClose", async () => {
    availability?.close();
    await mailer.stop();
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
    addReplyStep(app, (request) => {
      if (request.auth && request.method !== "GET" && request.method !== "HEAD") {
        sessions.forgetUser(request.auth.user.id);
      }
    });
    app.addHook("onClose", () => sessions.close());
  }
  const consoleAuth = createConsoleAuth(ctx, { secure: options.secureCookies ?? false });
  const deps: RouteDeps = {
    ctx,
    // The guards are HTTP plumbing; the features that own each credential hand in the lookups.
    guards: createGuards(
      {
        clock: ctx.clock,
        findSession: (token, now) => findLiveSession(ctx.db, hashSessionToken(token, ctx.secrets.sessionPepper), now),
        findCompanion: (token) => findCompanionSession(ctx.db, hashCompanionToken(token, ctx.secrets.sessionPepper)),
        isAdmin: (userId) => isAdminAccount(ctx.db, userId),
        adminSecret: ctx.secrets.adminSecret,
        console: consoleAuth,
      },
      sessions,
    ),
    rateLimits: withRateLimits(options.rateLimits),
  };
  registerHealthRoutes(app, ctx.db, options.database.kind, options.ready ?? (() => true));
  registerAuthRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerDemographicsRoutes(app, deps);
  registerPushTokenRoutes(app, deps);
  registerPlanRoutes(app, deps);
  registerDigaRoutes(app, deps);
  registerDigaAdminRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerAdminConsoleRoutes(app, deps, consoleAuth);
  registerModerationRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerPrivacyRoutes(app, deps);
  registerCommunityRoutes(app, deps);
  registerFollowingRoutes(app, deps);
  registerPresenceRoutes(app, deps);
  const chatPush = createChatPush({ ctx, sender: options.pushSender, logger: app.log });
  app.decorate("pushIdle", () => chatPush.idle());
  app.addHook("onClose", () => chatPush.idle());
  registerChatRoutes(app, deps, chatPush.notifyNewMessage);
  registerCoachRoutes(app, deps, options.coach ?? ruleBasedCoach);
  registerVoiceRoutes(app, deps, options.voice ?? { embedded: espeakEngine() });
  registerDeviceRoutes(app, deps);
  registerApprovalRoutes(app, deps);
  registerProtectedDeviceRoutes(app, deps);
  registerResolverPolicyRoutes(app, deps);
  registerDiscoveryRoutes(app, deps);
  registerMagicRoutes(app, deps);
  registerMailConnectionRoutes(app, deps);
  registerMailScanRoutes(app, deps);
  registerMailOauthRoutes(app, deps);
  await registerPaymentRoutes(app, deps);
  registerProtectionRoutes(app, deps);
  registerBlocklistRoutes(app, deps);
  registerCustomDomainRoutes(app, deps);
  registerCuratedDomainRoutes(app, deps);
  registerSubmissionRoutes(app, deps);
  registerNotificationRoutes(app, deps);
  registerAllyRoutes(app, deps);
  const realtime = createRealtime({
    ctx,
    database: options.database,
    tables: [...chatPublication, ...protectionPublication, ...allyPublication, ...(options.realtimeTables ?? [])],
    logger: app.log,
  });
  await realtime.start();
  app.addHook("onClose", () => realtime.close());
  attachRealtimeSocket(app, realtime, deps.guards);
  if (options.adminConsoleDir !== undefined) registerConsoleAssets(app, options.adminConsoleDir);
  await app.ready();
  return { app, ctx };
}
