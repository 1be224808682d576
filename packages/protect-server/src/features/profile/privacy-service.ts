import type { DbOrTx, Tx } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { CLEARED_DEMOGRAPHICS } from "../demographics/values.ts";
import { lockUserRow } from "./privacy-repo.ts";
import { findUserById, updateUser } from "./repo.ts";

/**
 * The account row for the export: every column except the password hash and the screentime
 * passcode (the export must not hand out the passcode before a cooldown ends; only whether one is set).
 */
export async function exportProfile(db: DbOrTx, userId: string) {
  const row = await findUserById(db, userId);
  if (!row) return undefined;
  const { passwordHash: _hash, screentimePasscode, ...profile } = row;
  return { ...profile, screentimePasscodeSet: screentimePasscode !== null };
}

/**
 * Locks the account row for an erasure and returns it; undefined when there is nothing to erase
 * (unknown or already deleted). A second, concurrent erasure waits here and then finds it deleted.
 */
export async function lockProfileForErasure(tx: Tx, userId: string): Promise<UserRow | undefined> {
  const row = await lockUserRow(tx, userId);
  return row && !row.deletedAt ? row : undefined;
}

/** Art. 17 on the account row: deletedAt stamped and every personal value nulled (a tombstone stays). */
export async function forgetProfile(tx: Tx, userId: string, now: Date): Promise<UserRow> {
  return updateUser(
    tx,
    userId,
    {
      deletedAt: now,
      email: null,
      passwordHash: null,
      nickname: null,
      coachVoiceId: null,
      ...CLEARED_DEMOGRAPHICS,
      screentimePasscode: null,
      lastSeenAt: null,
      paymentSubscriptionId: null,
      bannedReason: null,
    },
    now,
  );
}

/**
 * The final purge of a soft-deleted account (docs/privacy.md, "Soft-deleted accounts"): what the
 * tombstone still held for the grace period (ban flag, trial, DiGA and install times) is nulled.
 * The row itself stays: tombstoned messages, the consent log and a redeemed DiGA code point at it.
 */
export async function purgeProfile(tx: Tx, userId: string, now: Date): Promise<void> {
  await updateUser(
    tx,
    userId,
    {
      plan: "free",
      foundingMember: false,
      globalBlocklistGraceUntil: null,
      banned: false,
      bannedAt: null,
      demographicsWithdrawnAt: null,
      proTrialStartedAt: null,
      proTrialExpiresAt: null,
      proTrialSource: null,
      proTrialUsedAt: null,
      digaBannerDismissedAt: null,
      digaCodeRedeemedAt: null,
      lastInstallAt: null,
      protectionDisabledAt: null,
      mdmManaged: false,
      mdmDetectedAt: null,
      voiceSecondsUsedToday: 0,
      voiceQuotaResetAt: null,
      purgedAt: now,
    },
    now,
  );
}
