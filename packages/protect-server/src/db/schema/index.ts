import { adminUsers } from "./admin-users.ts";
import { deviceApprovalRequests } from "./device-approvals.ts";
import { deviceLocks } from "./device-locks.ts";
import { digaCodes } from "./diga-codes.ts";
import { jobRuns } from "./job-runs.ts";
import { magicPairingCodes, magicSessions } from "./magic.ts";
import { paymentEvents } from "./payment-events.ts";
import { protectedDevices } from "./protected-devices.ts";
import { pushTokens } from "./push-tokens.ts";
import { resolverChanges } from "./resolver-changes.ts";
import { sessions } from "./sessions.ts";
import { userDevices } from "./user-devices.ts";
import { users } from "./users.ts";

export {
  adminUsers,
  deviceApprovalRequests,
  deviceLocks,
  digaCodes,
  jobRuns,
  magicPairingCodes,
  magicSessions,
  paymentEvents,
  protectedDevices,
  pushTokens,
  resolverChanges,
  sessions,
  userDevices,
  users,
};

export const schema = {
  adminUsers,
  deviceApprovalRequests,
  deviceLocks,
  digaCodes,
  jobRuns,
  magicPairingCodes,
  magicSessions,
  paymentEvents,
  protectedDevices,
  pushTokens,
  resolverChanges,
  sessions,
  userDevices,
  users,
};
export type Schema = typeof schema;
