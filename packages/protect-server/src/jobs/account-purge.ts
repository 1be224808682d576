import { purgeDeletedAccounts } from "../features/account/purge-service.ts";
import type { Job } from "./scheduler.ts";

const HOUR = 3_600_000;

/** Every 6 hours: accounts deleted more than 30 days ago lose what their tombstone still held. */
export function accountPurgeJob(): Job {
  return {
    name: "account-purge",
    intervalMs: 6 * HOUR,
    firstRunAfterMs: 90_000,
    async run(tx, now) {
      await purgeDeletedAccounts(tx, now);
    },
  };
}
