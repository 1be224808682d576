import { purgeExpiredMailRecords } from "../features/mail-scan/retention.ts";
import type { Job } from "./scheduler.ts";

const HOUR = 3_600_000;

/**
 * Hourly: hidden-mail rows older than 24 hours and expired OAuth flows are deleted (statistics are
 * kept), so a raw row lives at most 25 hours; classification samples lose their mailbox link after
 * 30 days and are deleted after a year.
 */
export function mailRetentionJob(): Job {
  return {
    name: "mail-retention",
    intervalMs: HOUR,
    firstRunAfterMs: 60_000,
    async run(tx, now) {
      await purgeExpiredMailRecords(tx, now);
    },
  };
}
