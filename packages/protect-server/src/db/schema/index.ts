import { adminAuditLog, adminConsoleSessions, adminRecoveryCodes, adminTotp } from "./admin-console.ts";
import { adminUsers } from "./admin-users.ts";
import { deviceLocks } from "./device-locks.ts";
import { digaCodes } from "./diga-codes.ts";
import { jobRuns } from "./job-runs.ts";
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
  deviceLocks,
  digaCodes,
  jobRuns,
  paymentEvents,
  pushTokens,
  sessions,
  users,
};

export const schema = {
  adminAuditLog,
  adminConsoleSessions,
  adminRecoveryCodes,
  adminTotp,
  adminUsers,
  deviceLocks,
  digaCodes,
  jobRuns,
  paymentEvents,
  pushTokens,
  sessions,
  users,
};
export type Schema = typeof schema;
