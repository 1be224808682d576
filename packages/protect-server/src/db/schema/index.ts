import { adminUsers } from "./admin-users.ts";
import { blocklistEntries, blocklists, userCustomDomains } from "./blocklists.ts";
import { communityPosts } from "./community-posts.ts";
import { cooldowns } from "./cooldowns.ts";
import { curatedDomains } from "./curated-domains.ts";
import { deviceLocks } from "./device-locks.ts";
import { digaCodes } from "./diga-codes.ts";
import { domainSubmissions } from "./domain-submissions.ts";
import { jobRuns } from "./job-runs.ts";
import { mailConnections, mailConsentLog, mailOauthPendingStates } from "./mail-connections.ts";
import { globalMailDisplayNames, mailBlocked, mailBlockedStats, mailClassificationSamples } from "./mail-records.ts";
import { notifications } from "./notifications.ts";
import { paymentEvents } from "./payment-events.ts";
import { pushTokens } from "./push-tokens.ts";
import { sessions } from "./sessions.ts";
import { users } from "./users.ts";

export {
  adminUsers,
  blocklistEntries,
  blocklists,
  communityPosts,
  cooldowns,
  curatedDomains,
  deviceLocks,
  digaCodes,
  domainSubmissions,
  globalMailDisplayNames,
  jobRuns,
  mailBlocked,
  mailBlockedStats,
  mailClassificationSamples,
  mailConnections,
  mailConsentLog,
  mailOauthPendingStates,
  notifications,
  paymentEvents,
  pushTokens,
  sessions,
  userCustomDomains,
  users,
};

export const schema = {
  adminUsers,
  blocklistEntries,
  blocklists,
  communityPosts,
  cooldowns,
  curatedDomains,
  deviceLocks,
  digaCodes,
  domainSubmissions,
  globalMailDisplayNames,
  jobRuns,
  mailBlocked,
  mailBlockedStats,
  mailClassificationSamples,
  mailConnections,
  mailConsentLog,
  mailOauthPendingStates,
  notifications,
  paymentEvents,
  pushTokens,
  sessions,
  userCustomDomains,
  users,
};
export type Schema = typeof schema;
