import {
  adminAuditLog,
  adminConsoleSessions,
  adminRecoveryCodes,
  adminTotp,
  moderationActions,
} from "./admin-console.ts";
import { adminUsers } from "./admin-users.ts";
import { allies, allyApprovals, allyEvents } from "./allies.ts";
import { blocklistEntries, blocklists, userCustomDomains } from "./blocklists.ts";
import {
  chatMessageReactions,
  chatMessages,
  chatRoomMembers,
  chatRooms,
  directMessageReactions,
  directMessages,
} from "./chat.ts";
import { commentLikes, communityPosts, communityReplies, communityReports, postLikes } from "./community.ts";
import { cooldowns } from "./cooldowns.ts";
import { curatedDomains } from "./curated-domains.ts";
import { deviceApprovalRequests } from "./device-approvals.ts";
import { deviceLocks } from "./device-locks.ts";
import { digaCodes } from "./diga-codes.ts";
import { discoveryCandidates, discoveryLabels, listAddresses } from "./discovery.ts";
import { domainSubmissions } from "./domain-submissions.ts";
import { follows } from "./follows.ts";
import { jobRuns } from "./job-runs.ts";
import { magicPairingCodes, magicSessions } from "./magic.ts";
import { mailConnections, mailConsentLog, mailOauthPendingStates } from "./mail-connections.ts";
import { mailOutbox } from "./mail-outbox.ts";
import {
  globalMailDisplayNames,
  mailBlocked,
  mailBlockedStats,
  mailClassificationCorrections,
  mailClassificationSamples,
} from "./mail-records.ts";
import { notifications } from "./notifications.ts";
import { paymentEvents } from "./payment-events.ts";
import { planGrants } from "./plan-grants.ts";
import { protectedDevices } from "./protected-devices.ts";
import { pushReceipts, pushTokens } from "./push-tokens.ts";
import { resolverChanges } from "./resolver-changes.ts";
import { sessions } from "./sessions.ts";
import { userDevices } from "./user-devices.ts";
import { users } from "./users.ts";

export {
  adminAuditLog,
  adminConsoleSessions,
  adminRecoveryCodes,
  adminTotp,
  adminUsers,
  allies,
  allyApprovals,
  allyEvents,
  blocklistEntries,
  blocklists,
  chatMessageReactions,
  chatMessages,
  chatRoomMembers,
  chatRooms,
  commentLikes,
  communityPosts,
  communityReplies,
  communityReports,
  cooldowns,
  curatedDomains,
  deviceApprovalRequests,
  deviceLocks,
  digaCodes,
  directMessageReactions,
  directMessages,
  discoveryCandidates,
  discoveryLabels,
  domainSubmissions,
  follows,
  globalMailDisplayNames,
  jobRuns,
  listAddresses,
  magicPairingCodes,
  magicSessions,
  mailBlocked,
  mailBlockedStats,
  mailClassificationCorrections,
  mailClassificationSamples,
  mailConnections,
  mailConsentLog,
  mailOauthPendingStates,
  mailOutbox,
  moderationActions,
  notifications,
  paymentEvents,
  planGrants,
  postLikes,
  protectedDevices,
  pushReceipts,
  pushTokens,
  resolverChanges,
  sessions,
  userCustomDomains,
  userDevices,
  users,
};

export const schema = {
  adminAuditLog,
  adminConsoleSessions,
  adminRecoveryCodes,
  adminTotp,
  adminUsers,
  allies,
  allyApprovals,
  allyEvents,
  blocklistEntries,
  blocklists,
  chatMessageReactions,
  chatMessages,
  chatRoomMembers,
  chatRooms,
  commentLikes,
  communityPosts,
  communityReplies,
  communityReports,
  cooldowns,
  curatedDomains,
  deviceApprovalRequests,
  deviceLocks,
  digaCodes,
  directMessageReactions,
  directMessages,
  discoveryCandidates,
  discoveryLabels,
  domainSubmissions,
  follows,
  globalMailDisplayNames,
  jobRuns,
  listAddresses,
  magicPairingCodes,
  magicSessions,
  mailBlocked,
  mailBlockedStats,
  mailClassificationCorrections,
  mailClassificationSamples,
  mailConnections,
  mailConsentLog,
  mailOauthPendingStates,
  mailOutbox,
  moderationActions,
  notifications,
  paymentEvents,
  planGrants,
  postLikes,
  protectedDevices,
  pushReceipts,
  pushTokens,
  resolverChanges,
  sessions,
  userCustomDomains,
  userDevices,
  users,
};
export type Schema = typeof schema;
