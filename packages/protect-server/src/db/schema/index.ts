import { adminUsers } from "./admin-users.ts";
import { deviceLocks } from "./device-locks.ts";
import { digaCodes } from "./diga-codes.ts";
import { jobRuns } from "./job-runs.ts";
import { paymentEvents } from "./payment-events.ts";
import { planGrants } from "./plan-grants.ts";
import { pushTokens } from "./push-tokens.ts";
import { sessions } from "./sessions.ts";
import { users } from "./users.ts";

export { adminUsers, deviceLocks, digaCodes, jobRuns, paymentEvents, planGrants, pushTokens, sessions, users };

export const schema = {
  adminUsers,
  deviceLocks,
  digaCodes,
  jobRuns,
  paymentEvents,
  planGrants,
  pushTokens,
  sessions,
  users,
};
export type Schema = typeof schema;
