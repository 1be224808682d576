import type { DbOrTx, Tx } from "../../db/client.ts";
import type { UserDeviceRow } from "../../db/schema/user-devices.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { newSixDigitCode } from "../../platform/secret-codes.ts";
import {
  assertDeviceUsable,
  findUserDevice,
  listUserDevices,
  registerDeviceInTx,
  requestRelease,
} from "../devices/service.ts";
import {
  companionProfile,
  type Enrollment,
  enrollInTx,
  protectedDeviceOfCompanion,
} from "../protected-devices/service.ts";
import { protectionView } from "../resolver-policy/service.ts";
import { hashCompanionToken, hashPairingCode, newCompanionToken } from "./companion-token.ts";
import {
  claimPairingCode,
  deleteExpiredPairingCodes,
  deleteRevokedMagicSessions,
  findActiveMagicSession,
  insertMagicSession,
  insertPairingCode,
  linkMagicSession,
  revokeMagicSessionsOfDevice,
} from "./repo.ts";

/** A pairing code lives this long. */
export const PAIRING_TTL_MS = 10 * 60_000;
const CODE_ATTEMPTS = 20;

/** A 6-digit pairing code for the caller's account: single use, 10 minutes, unique among live codes. */
export async function createPairingCode(ctx: AppContext, userId: string): Promise<{ code: string; expiresAt: Date }> {
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + PAIRING_TTL_MS);
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const code = newSixDigitCode();
    const codeHash = hashPairingCode(code, ctx.secrets.sessionPepper);
    if (await insertPairingCode(ctx.db, { userId, codeHash, now, expiresAt })) return { code, expiresAt };
  }
  throw new AppError("rate_limited", "Too many live pairing codes: try again in a few minutes");
}

/**
 * Redeems a code (no session): one conditional update claims it, so of concurrent redemptions
 * exactly one gets a token. Unknown, used and expired codes are alike: 400 invalid_code.
 */
export async function redeemPairingCode(ctx: AppContext, code: string): Promise<{ token: string }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const userId = await claimPairingCode(tx, hashPairingCode(code, ctx.secrets.sessionPepper), now);
    if (!userId) throw new AppError("invalid_code", "Unknown, used or expired pairing code");
    const token = newCompanionToken();
    await insertMagicSession(tx, { userId, tokenHash: hashCompanionToken(token, ctx.secrets.sessionPepper), now });
    return { token };
  });
}

/** The companion's public download metadata (config). */
export function companionInfo(ctx: AppContext) {
  const { version, downloadUrl, sha256 } = ctx.settings.devices.magic;
  return {
    available: Boolean(version && downloadUrl),
    platform: "windows-x64" as const,
    version: version ?? null,
    downloadUrl: downloadUrl ?? null,
    sha256: sha256 ?? null,
  };
}

export interface Companion {
  userId: string;
  sessionId: string;
  companionDeviceId: string | null;
}

/**
 * Binds the companion to its machine: a desktop device record (locked like app devices, merged like
 * them) and, the first time, a protected device (platform windows, within the plan's cap) whose
 * token is kept sealed so that GET /api/magic/profile can return it. One transaction.
 */
export async function registerCompanion(
  ctx: AppContext,
  companion: Companion,
  input: { deviceId: string; name: string; model: string; osVersion: string },
): Promise<{ device: UserDeviceRow; enrollment: Omit<Enrollment, "device"> & { device: Enrollment["device"] } }> {
  await assertDeviceUsable(ctx, input.deviceId, { userId: companion.userId });
  return ctx.db.transaction(async (tx) => {
    const { device } = await registerDeviceInTx(ctx, tx, companion.userId, { ...input, kind: "desktop" });
    await linkMagicSession(tx, companion.sessionId, device.id);
    const existing = await protectedDeviceOfCompanion(tx, device.id);
    const enrollment = existing
      ? { device: existing, ...companionProfile(ctx, existing) }
      : await enrollInTx(ctx, tx, {
          userId: companion.userId,
          name: input.name,
          platform: "windows",
          userDeviceId: device.id,
        });
    return { device, enrollment };
  });
}

async function registeredDevice(ctx: AppContext, companion: Companion): Promise<UserDeviceRow> {
  const device = companion.companionDeviceId
    ? await findUserDevice(ctx.db, companion.userId, companion.companionDeviceId)
    : undefined;
  if (!device) throw new AppError("invalid_transition", "Register this companion first (POST /api/magic/register)");
  return device;
}

/** The desktop's DNS profile again (DoH template with its token). */
export async function companionDnsProfile(ctx: AppContext, companion: Companion): Promise<Enrollment> {
  const device = await registeredDevice(ctx, companion);
  const protectedDevice = await protectedDeviceOfCompanion(ctx.db, device.id);
  if (!protectedDevice) throw new AppError("invalid_transition", "This computer's protection was revoked");
  return { device: protectedDevice, ...companionProfile(ctx, protectedDevice) };
}

export function companionDevices(ctx: AppContext, userId: string): Promise<UserDeviceRow[]> {
  return listUserDevices(ctx, userId, "desktop");
}

/**
 * The companion asks to be released: it waits for the 24-hour cooldown (protection core) and the
 * hourly job then removes the binding and revokes the computer's protected device.
 */
export async function releaseCompanion(ctx: AppContext, companion: Companion): Promise<UserDeviceRow> {
  const device = await registeredDevice(ctx, companion);
  if (device.releaseAt) return device;
  const { endsAt } = await protectionView.startCooldown(ctx, companion.userId, device.id);
  return requestRelease(ctx, companion.userId, device.id, Math.max(0, endsAt.getTime() - ctx.clock.now().getTime()));
}

/**
 * The companion's tamper-protection service found its settings changed and put them back: the
 * account's listeners (an ally, if the user shares it) are told that it happened, nothing more.
 */
export async function reportTamperRepaired(ctx: AppContext, companion: Companion): Promise<void> {
  await registeredDevice(ctx, companion);
  const now = ctx.clock.now();
  await ctx.db.transaction((tx) =>
    ctx.protectionWatch.record(tx, { kind: "tamper_repaired", userId: companion.userId, at: now }),
  );
}

/** The hourly job's part: a released computer's companion tokens stop working; expired codes go. */
export async function releaseCompanionSessionsInTx(tx: Tx, userDeviceId: string, now: Date): Promise<void> {
  await revokeMagicSessionsOfDevice(tx, userDeviceId, now);
}

export async function deleteExpiredPairingCodesInTx(tx: Tx, now: Date): Promise<void> {
  await deleteExpiredPairingCodes(tx, now);
}

/** Retention: expired or used pairing codes and revoked companion sessions. */
export async function purgeEndedMagicInTx(tx: Tx, now: Date): Promise<{ pairingCodes: number; magicSessions: number }> {
  return {
    pairingCodes: await deleteExpiredPairingCodes(tx, now),
    magicSessions: await deleteRevokedMagicSessions(tx, now),
  };
}

/**
 * The live companion session of an `mgc_` token hash and its (not deleted) account: the request
 * guard asks this for every companion request (http/authenticate.ts).
 */
export function findCompanionSession(db: DbOrTx, tokenHash: string) {
  return findActiveMagicSession(db, tokenHash);
}
