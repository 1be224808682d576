import { adminUsers } from "./admin-users.ts";
import { blocklistEntries, blocklists, userCustomDomains } from "./blocklists.ts";
import { communityPosts } from "./community-posts.ts";
import { cooldowns } from "./cooldowns.ts";
import { curatedDomains } from "./curated-domains.ts";
import { deviceApprovalRequests } from "./device-approvals.ts";
import { deviceLocks } from "./device-locks.ts";
import { digaCodes } from "./diga-codes.ts";
import { domainSubmissions } from "./domain-submissions.ts";
import { jobRuns } from "./job-runs.ts";
import { magicPairingCodes, magicSessions } from "./magic.ts";
import { notifications } from "./notifications.ts";
import { paymentEvents } from "./payment-events.ts";
import { protectedDevices } from "./protected-devices.ts";
import { pushTokens } from "./push-tokens.ts";
import { resolverChanges } from "./resolver-changes.ts";
import { sessions } from "./sessions.ts";
import { userDevices } from "./user-devices.ts";
import { users } from "./users.ts";

export {
  adminUsers,
  blocklistEntries,
  blocklists,
  communityPosts,
  cooldowns,
  curatedDomains,
  deviceApprovalRequests,
  deviceLocks,
  digaCodes,
  domainSubmissions,
  jobRuns,
  magicPairingCodes,
  magicSessions,
  notifications,
  paymentEvents,
  protectedDevices,
  pushTokens,
  resolverChanges,
  sessions,
  userCustomDomains,
  userDevices,
  users,
};

export const schema = {
  adminUsers,
  blocklistEntries,
  blocklists,
  communityPosts,
  cooldowns,
  curatedDomains,
  deviceApprovalRequests,
  deviceLocks,
  digaCodes,
  domainSubmissions,
  jobRuns,
  magicPairingCodes,
  magicSessions,
  notifications,
  paymentEvents,
  protectedDevices,
  pushTokens,
  resolverChanges,
  sessions,
  userCustomDomains,
  userDevices,
  users,
};
export type Schema = typeof schema;
