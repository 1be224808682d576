import { adminUsers } from "./admin-users.ts";
import {
  chatMessageReactions,
  chatMessages,
  chatRoomMembers,
  chatRooms,
  directMessageReactions,
  directMessages,
} from "./chat.ts";
import { commentLikes, communityPosts, communityReplies, communityReports, postLikes } from "./community.ts";
import { deviceLocks } from "./device-locks.ts";
import { digaCodes } from "./diga-codes.ts";
import { follows } from "./follows.ts";
import { jobRuns } from "./job-runs.ts";
import { paymentEvents } from "./payment-events.ts";
import { pushTokens } from "./push-tokens.ts";
import { sessions } from "./sessions.ts";
import { users } from "./users.ts";

export {
  adminUsers,
  chatMessageReactions,
  chatMessages,
  chatRoomMembers,
  chatRooms,
  commentLikes,
  communityPosts,
  communityReplies,
  communityReports,
  deviceLocks,
  digaCodes,
  directMessageReactions,
  directMessages,
  follows,
  jobRuns,
  paymentEvents,
  postLikes,
  pushTokens,
  sessions,
  users,
};

export const schema = {
  adminUsers,
  chatMessageReactions,
  chatMessages,
  chatRoomMembers,
  chatRooms,
  commentLikes,
  communityPosts,
  communityReplies,
  communityReports,
  deviceLocks,
  digaCodes,
  directMessageReactions,
  directMessages,
  follows,
  jobRuns,
  paymentEvents,
  postLikes,
  pushTokens,
  sessions,
  users,
};
export type Schema = typeof schema;
