// Public surface of @hq/protect-server: the app factory, the server, config, the database layer and
// the extension points later features plug into.

export { type AppOptions, buildApp } from "./app.ts";
export { createProtectClient, type ProtectClient, type paths as ProtectApiPaths } from "./client/index.ts";
export { type Database, type DatabaseTarget, type Db, type DbOrTx, openDatabase, type Tx } from "./db/client.ts";
export { acquireDataDirLock, DataDirLockedError } from "./db/data-dir-lock.ts";
export { migrateDatabase, migrationsFolder } from "./db/migrate.ts";
export { openConfiguredDatabase } from "./db/open-configured.ts";
export { previewPlanChange } from "./features/plans/change-preview.ts";
export { PLAN_AXES, type PlanLimits, planLimits } from "./features/plans/limits.ts";
export type { PlanChange, PlanReconciler } from "./features/plans/reconciliation.ts";
export type { Guards } from "./http/authenticate.ts";
export { memoryRateCounter, type RateCount, type RateCounter } from "./http/rate-counter.ts";
export { defaultRateLimits, type RateLimitSettings } from "./http/rate-limits.ts";
export { redisRateCounter } from "./http/redis-rate-counter.ts";
export type { RouteDeps, ZodApp } from "./http/route-deps.ts";
export { createScheduler, type Job, runJobOnce } from "./jobs/scheduler.ts";
export type { AppContext } from "./platform/app-context.ts";
export { type Clock, manualClock, systemClock } from "./platform/clock.ts";
export {
  type Config,
  configFromEnv,
  configSchema,
  PLANS,
  type Plan,
  parseConfig,
  type Secrets,
} from "./platform/config.ts";
export { AppError, type ErrorCode, errorCatalog, planLimitError } from "./platform/errors.ts";
export { parseTrustProxy, type TrustProxy } from "./platform/trust-proxy.ts";
export { type RunningServer, startServer } from "./server.ts";
