import { adminUsers } from "./admin-users.ts";
import { deviceLocks } from "./device-locks.ts";
import { digaCodes } from "./diga-codes.ts";
import { jobRuns } from "./job-runs.ts";
import { mailConnections, mailConsentLog, mailOauthPendingStates } from "./mail-connections.ts";
import { globalMailDisplayNames, mailBlocked, mailBlockedStats, mailClassificationSamples } from "./mail-records.ts";
import { paymentEvents } from "./payment-events.ts";
import { pushTokens } from "./push-tokens.ts";
import { sessions } from "./sessions.ts";
import { users } from "./users.ts";

export {
  adminUsers,
  deviceLocks,
  digaCodes,
  globalMailDisplayNames,
  jobRuns,
  mailBlocked,
  mailBlockedStats,
  mailClassificationSamples,
  mailConnections,
  mailConsentLog,
  mailOauthPendingStates,
  paymentEvents,
  pushTokens,
  sessions,
  users,
};

export const schema = {
  adminUsers,
  deviceLocks,
  digaCodes,
  globalMailDisplayNames,
  jobRuns,
  mailBlocked,
  mailBlockedStats,
  mailClassificationSamples,
  mailConnections,
  mailConsentLog,
  mailOauthPendingStates,
  paymentEvents,
  pushTokens,
  sessions,
  users,
};
export type Schema = typeof schema;
