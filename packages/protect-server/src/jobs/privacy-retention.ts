import { purgeEndedConsoleSessionsInTx } from "../features/admin-console/service.ts";
import { purgeOldAllyDataInTx } from "../features/ally/privacy-service.ts";
import { purgeOldApprovalsInTx } from "../features/approvals/service.ts";
import { purgeEndedSessionsInTx } from "../features/auth/service.ts";
import { purgeDiscoveryInTx } from "../features/discovery/service.ts";
import { purgeEndedMagicInTx } from "../features/magic/service.ts";
import { purgeOldNotificationsInTx } from "../features/notifications/service.ts";
import { purgeRevokedDevicesInTx } from "../features/protected-devices/service.ts";
import type { Job } from "./scheduler.ts";

const HOUR = 3_600_000;

export interface RetentionCounts {
  sessions: number;
  consoleSessions: number;
  pairingCodes: number;
  magicSessions: number;
  approvals: number;
  notifications: number;
  protectedDevices: number;
  /** Discovered names not approved 30 days after their first report (and their submissions). */
  discovery: number;
  allyRows: number;
}

/**
 * Hourly, in one transaction: deletes expired and revoked sessions (app and console), expired or
 * used pairing codes, revoked companion sessions, device approval requests 7 days after their code
 * expired, read notifications 90 days after reading and any notification after a year, protected
 * devices 30 days after their revocation, discovered names not approved 30 days after their first
 * report (issue 28), ended allies 30 days after the end, ally events and two-person-rule requests
 * after 90 days. The rules are
 * in docs/decisions/protect-retention.md; raw hidden mail and OAuth flows are the mail-retention job's.
 */
export function privacyRetentionJob(onRun?: (counts: RetentionCounts) => void): Job {
  return {
    name: "privacy-retention",
    intervalMs: HOUR,
    firstRunAfterMs: 90_000,
    async run(tx, now) {
      const magic = await purgeEndedMagicInTx(tx, now);
      const counts: RetentionCounts = {
        sessions: await purgeEndedSessionsInTx(tx, now),
        consoleSessions: await purgeEndedConsoleSessionsInTx(tx, now),
        pairingCodes: magic.pairingCodes,
        magicSessions: magic.magicSessions,
        approvals: await purgeOldApprovalsInTx(tx, now),
        notifications: await purgeOldNotificationsInTx(tx, now),
        protectedDevices: await purgeRevokedDevicesInTx(tx, now),
        discovery: await purgeDiscoveryInTx(tx, now),
        allyRows: await purgeOldAllyDataInTx(tx, now),
      };
      onRun?.(counts);
    },
  };
}
