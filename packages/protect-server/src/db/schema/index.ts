import {
  adminAuditLog,
  adminConsoleSessions,
  adminRecoveryCodes,
  adminTotp,
  moderationActions,
} from "./admin-console.ts";
import { adminUsers } from "./admin-users.ts";
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
import { deviceLocks } from "./device-locks.ts";
import { digaCodes } from "./diga-codes.ts";
import { domainSubmissions } from "./domain-submissions.ts";
import { follows } from "./follows.ts";
import { jobRuns } from "./job-runs.ts";
import { notifications } from "./notifications.ts";
import { paymentEvents } from "./payment-events.ts";
import { pushTokens } from "./push-tokens.ts";
import { sessions } from "./sessions.ts";
import { users } from "./users.ts";

export {
  adminAuditLog,
  adminConsoleSessions,
  adminRecoveryCodes,
  adminTotp,
  adminUsers,
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
  deviceLocks,
  digaCodes,
  directMessageReactions,
  directMessages,
  domainSubmissions,
  follows,
  jobRuns,
  moderationActions,
  notifications,
  paymentEvents,
  postLikes,
  pushTokens,
  sessions,
  userCustomDomains,
  users,
};

export const schema = {
  adminAuditLog,
  adminConsoleSessions,
  adminRecoveryCodes,
  adminTotp,
  adminUsers,
  blocklistEntries,
  blocklists,
  communityPosts,
  cooldowns,
  curatedDomains,
  deviceLocks,
  digaCodes,
  domainSubmissions,
  jobRuns,
  moderationActions,
  notifications,
  paymentEvents,
  pushTokens,
  sessions,
  userCustomDomains,
  chatMessageReactions,
  chatMessages,
  chatRoomMembers,
  chatRooms,
  commentLikes,
  communityReplies,
  communityReports,
  directMessageReactions,
  directMessages,
  follows,
  postLikes,
  users,
};
export type Schema = typeof schema;
