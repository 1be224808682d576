import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pino, { type Logger } from "pino";
import { buildApp } from "./app.ts";
import { localLeaderLock, postgresLeaderLock } from "./db/leader-lock.ts";
import { openConfiguredDatabase } from "./db/open-configured.ts";
import { readBypassList } from "./features/blocklists/bypass-list.ts";
import { fullListImportJob } from "./features/blocklists/import-job.ts";
import { syncBypassList } from "./features/blocklists/service.ts";
import { configuredCoach, configuredVoice } from "./features/coach/configured.ts";
import { dnsListResolver } from "./features/discovery/list-resolver.ts";
import { verifyEncryptionKeys } from "./features/encryption-keys/service.ts";
import { createIdleDaemon, mailConnectionChanges } from "./features/mail-idle/daemon.ts";
import { openAiCompatibleModel } from "./features/mail-scan/language-model.ts";
import type { Mailer } from "./features/mailer/mailer.ts";
import { outboxMailer, smtpMailer } from "./features/mailer/nodemailer-mailers.ts";
import type { PlanReconciler, PlanReconciliation } from "./features/plans/reconciliation.ts";
import { configuredPushSender } from "./features/push-tokens/configured-sender.ts";
import { memoryRateCounter } from "./http/rate-counter.ts";
import { redisLocation, redisRateCounter } from "./http/redis-rate-counter.ts";
import { accountPurgeJob } from "./jobs/account-purge.ts";
import { allyDigestJob } from "./jobs/ally-digest.ts";
import { deviceHousekeepingJob } from "./jobs/device-housekeeping.ts";
import { deviceSilenceJob } from "./jobs/device-silence.ts";
import { listAddressesJob } from "./jobs/list-addresses.ts";
import { mailRetentionJob } from "./jobs/mail-retention.ts";
import { privacyRetentionJob } from "./jobs/privacy-retention.ts";
import { pushReceiptsJob } from "./jobs/push-receipts.ts";
import { createScheduler, type Job, jobLockKey } from "./jobs/scheduler.ts";
import { trialExpiryJob } from "./jobs/trial-expiry.ts";
import type { Clock } from "./platform/clock.ts";
import { systemClock } from "./platform/clock.ts";
import type { Config } from "./platform/config.ts";
import { loggerOptions } from "./platform/logging.ts";
import { resolveSecrets } from "./platform/secrets.ts";

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  logger: Logger;
  /** Graceful stop: no new connections, in-flight requests finish, jobs stop, database closed. */
  close(): Promise<void>;
}

export interface StartOptions {
  version?: string;
  clock?: Clock;
  logger?: Logger;
  planReconcilers?: readonly PlanReconciler[];
  /** The scheduled jobs (default: trial expiry, device housekeeping, mail retention, account purge); tests pass jobs with short delays. */
  jobs?: (plans: PlanReconciliation) => readonly Job[];
}

const SHUTDOWN_GRACE_MS = 10_000;

/** SMTP when configured, else the outbox folder in the data folder (the embedded default). */
function configuredMailer(config: Config, clock: Clock): Mailer {
  if (config.mail.smtpUrl) return smtpMailer({ url: config.mail.smtpUrl, from: config.mail.from });
  return outboxMailer({ folder: join(config.dataDir, "outbox"), from: config.mail.from, now: () => clock.now() });
}

/**
 * Stops accepting connections and waits for in-flight requests. A keep-alive connection that was
 * busy when closing began turns idle only later, and Node closes idle connections once, at close():
 * sweep them until the server is closed; after the grace period cut whatever is left.
 */
async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}

/** The process around the app: secrets, database (+ lock, migrations), pino, jobs and listen. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  // Asynchronous writes keep log output off the request path; close() flushes.
  const logger = options.logger ?? pino(loggerOptions(config.logLevel), pino.destination({ sync: false }));
  const clock = options.clock ?? systemClock;
  const secrets = resolveSecrets(config);
  const database = await openConfiguredDatabase(config, {
    onRetry: (message) => logger.warn({ event: "database_wait" }, message),
    onMigrated: (applied) => logger.info({ event: "migrated", applied }, `migrations applied: ${applied}`),
    // A wrong or missing key stops here with a message naming the variable, never later as garbage.
    check: (opened) =>
      verifyEncryptionKeys(opened.db, [secrets.tokenEncryptionKey, ...config.mailProtection.previousEncryptionKeys]),
  });
  let ready = false;
  let app: FastifyInstance;
  const mailer = configuredMailer(config, clock);
  try {
    const rateCounter = config.redisUrl
      ? await redisRateCounter(config.redisUrl, { fallback: memoryRateCounter(clock), logger })
      : undefined;
    if (config.redisUrl) logger.info({ redis: redisLocation(config.redisUrl) }, "rate limits shared in Redis");
    const push = configuredPushSender(config.push, { log: logger });
    logger.info({ push: push.services }, `chat pushes: ${push.services.join(", ") || "off"}`);
    const coach = configuredCoach(config.coach);
    const voice = configuredVoice(config.voice);
    logger.info(
      { coach: coach.kind, coachModel: coach.model, voice: [voice.embedded.name, voice.hosted?.name].filter(Boolean) },
      `coach: ${coach.kind}${coach.model ? ` (${coach.model})` : ""}`,
    );
    const built = await buildApp({
      pushSender: push.sender,
      pushAllowPrivateNetworks: config.push.allowPrivateNetworks,
      coach,
      voice,
      database,
      secrets,
      clock,
      logger,
      defaultPlan: config.defaultPlan,
      sessionTtlDays: config.sessionTtlDays,
      trustProxy: config.trustProxy,
      accessLogSample: config.accessLogSample,
      sessionCacheSeconds: config.sessionCacheSeconds,
      secureCookies: config.env === "production",
      adminConsoleDir: config.adminConsoleDir,
      ...(rateCounter ? { rateCounter } : {}),
      mailer,
      mail: {
        hiddenFolder: config.mailProtection.hiddenFolder,
        oauthProviders: config.mailProtection.oauthProviders,
        oauthRedirectUri: config.mailProtection.oauthRedirectUri,
        previousEncryptionKeys: config.mailProtection.previousEncryptionKeys,
        plainImapHosts: config.mailProtection.plainImapHosts,
        privateImapHosts: config.mailProtection.privateImapHosts,
        ...(config.mailProtection.llmUrl && config.mailProtection.llmModel
          ? {
              languageModel: openAiCompatibleModel({
                baseUrl: config.mailProtection.llmUrl,
                model: config.mailProtection.llmModel,
                ...(config.mailProtection.llmApiKey ? { apiKey: config.mailProtection.llmApiKey } : {}),
              }),
            }
          : {}),
      },
      devices: {
        appUrl: config.appUrl,
        dohUrl: config.dns.dohUrl,
        dotDomain: config.dns.dotDomain,
        dohServerAddresses: config.dns.serverAddresses,
        magic: config.magic,
      },
      version: options.version ?? "0.0.0",
      ready: () => ready,
      ...(options.planReconcilers ? { planReconcilers: options.planReconcilers } : {}),
    });
    app = built.app;
    // The bypass list ships with this release: copied into the database when its version moved.
    const bypass = await syncBypassList(built.ctx, readBypassList(), [
      new URL(config.dns.dohUrl).hostname,
      config.dns.dotDomain,
    ]);
    logger.info({ list: "bypass", ...bypass }, "bypass list");
    const { fullListSource, importIntervalHours } = config.blocklist;
    const jobs = options.jobs
      ? options.jobs(built.ctx.plans)
      : [
          trialExpiryJob(built.ctx.plans),
          deviceHousekeepingJob(built.ctx.protectionWatch),
          deviceSilenceJob(built.ctx.deviceSilence, (marked) =>
            logger.info({ job: "device-silence", marked }, "silent devices"),
          ),
          allyDigestJob(built.ctx, push.sender),
          mailRetentionJob(),
          privacyRetentionJob((counts) => logger.info({ job: "privacy-retention", deleted: counts }, "retention")),
          accountPurgeJob(),
          pushReceiptsJob(push.sender, (check) => {
            if (check.checked > 0 || check.expired > 0 || check.unreachable)
              logger[check.unreachable ? "warn" : "info"]({ job: "push-receipts", ...check }, "push receipts");
          }),
          ...(fullListSource ? [fullListImportJob(fullListSource, importIntervalHours)] : []),
          ...(config.discovery.listResolver
            ? [
                listAddressesJob(dnsListResolver(config.discovery.listResolver), config.discovery.listSample, (run) =>
                  logger.info({ job: "list-addresses", ...run }, "list addresses"),
                ),
              ]
            : []),
        ];
    const scheduler = createScheduler(database.db, jobs, { clock, logger });
    await app.listen({ host: config.host, port: config.port });
    ready = true;
    scheduler.start();
    // The IDLE daemon: every instance may run it; the advisory lock lets one of them lead.
    const idle = config.mailProtection.idleDaemon
      ? createIdleDaemon(built.ctx, {
          leaderLock: database.pool
            ? postgresLeaderLock(database.pool, jobLockKey("mail-idle-daemon"))
            : localLeaderLock(),
          changes: mailConnectionChanges(database),
          logger,
        })
      : undefined;
    idle?.start();
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const host = config.host.includes(":") ? `[${config.host}]` : config.host;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host}:${port}`,
      app,
      logger,
      close() {
        closing ??= (async () => {
          ready = false;
          await scheduler.stop();
          await idle?.stop();
          await closeGracefully(app, SHUTDOWN_GRACE_MS);
          await database.close();
          await mailer.close();
          logger.flush();
        })();
        return closing;
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
