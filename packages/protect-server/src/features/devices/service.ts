import type { DbOrTx, Tx } from "../../db/client.ts";
import type { UserDeviceRow } from "../../db/schema/user-devices.ts";
import { counterKey } from "../../http/rate-counter.ts";
import type { AppContext } from "../../platform/app-context.ts";
import type { Plan } from "../../platform/config.ts";
import { AppError, planLimitError } from "../../platform/errors.ts";
import { planLimits } from "../plans/limits.ts";
import type { PlanReconciler } from "../plans/reconciliation.ts";
import { protectionView } from "../resolver-policy/service.ts";
import {
  countDevices,
  type DeviceKind,
  deleteDevice,
  deleteLock,
  findDevice,
  findDeviceByInstallation,
  findLockHolder,
  findMergeCandidate,
  findReleasable,
  insertDevice,
  listDevices,
  listOtherDevices,
  lockAccount,
  rebindAll,
  setLock,
  updateDevice,
} from "./repo.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A registration merges into a record with the same name and model seen this recently. */
export const MERGE_WINDOW_MS = 30 * DAY_MS;
/** request-release takes effect after this wait. */
export const RELEASE_WAIT_MS = 24 * HOUR_MS;
/** The hourly job releases devices not seen for this long. */
export const IDLE_RELEASE_MS = 30 * DAY_MS;
/** At most one lock e-mail per account in this window. */
export const LOCK_EMAIL_WINDOW_MS = 6 * HOUR_MS;

export interface DeviceInput {
  deviceId: string;
  kind: DeviceKind;
  name: string;
  model: string;
  osVersion: string;
}

/** The plan a device of this account is bound to: pro and legend lock their devices, free does not. */
export function lockPlanOf(plan: Plan): "pro" | "legend" | null {
  return planLimits[plan].deviceLock && plan !== "free" ? plan : null;
}

/**
 * The device-lock rule, for login and registration: an installation locked to another pro/legend
 * account refuses this one with 409 DEVICE_LOCKED, and that account's owner gets an e-mail (at most
 * one per 6 hours) that names only their nickname.
 */
export async function assertDeviceUsable(
  ctx: AppContext,
  deviceId: string,
  account: { userId?: string; email?: string },
): Promise<void> {
  const holder = await findLockHolder(ctx.db, deviceId);
  if (!holder || holder.deletedAt || !lockPlanOf(holder.plan)) return;
  if (holder.userId === account.userId || (holder.email !== null && holder.email === account.email)) return;
  if (holder.email)
    await sendLockNotice(ctx, { userId: holder.userId, email: holder.email, nickname: holder.nickname });
  throw new AppError("device_locked", "This device is locked to another account", { code: "DEVICE_LOCKED" });
}

async function sendLockNotice(
  ctx: AppContext,
  owner: { userId: string; email: string; nickname: string | null },
): Promise<void> {
  const key = counterKey("lock-email", owner.userId);
  // Counted locally while Redis is away: at worst a second notice, never a failed refusal.
  const { count } = await ctx.rateCounter.hit(key, LOCK_EMAIL_WINDOW_MS, "local");
  if (count > 1) return;
  const greeting = owner.nickname ? `Hello ${owner.nickname},` : "Hello,";
  try {
    await ctx.mailer.send({
      userId: owner.userId,
      to: owner.email,
      subject: "Someone tried to use your locked device",
      text: `${greeting}\n\nsomeone tried to sign in to another account on a device that is locked to your account. The device stays locked to you; nothing else happened.\n\nIf this was you and you want to move the device, request its release in the app (it takes 24 hours).\n`,
    });
  } catch {
    // Not even queued (the database is away): give the window back, so the next attempt tries
    // again; the refusal itself must not fail.
    await ctx.rateCounter.undo(key);
  }
}

/** Locks the account row for the rest of the transaction (caps are counted under it). */
export async function lockAccountInTx(tx: Tx, userId: string) {
  const account = await lockAccount(tx, userId);
  if (!account) throw new AppError("not_found", "Account no longer exists");
  return account;
}

/** Adds a new device record inside an open transaction: the cap is the caller's business. */
export async function addDeviceInTx(tx: Tx, account: { id: string; plan: Plan }, input: DeviceInput, now: Date) {
  const boundToPlan = lockPlanOf(account.plan);
  const device = await insertDevice(tx, { ...input, userId: account.id, boundToPlan, now });
  if (boundToPlan) await setLock(tx, { deviceId: input.deviceId, userId: account.id, now, takeOver: true });
  return device;
}

/** Removes a device and its lock (eviction by an approval, release). */
export async function removeDeviceInTx(tx: Tx, device: Pick<UserDeviceRow, "id" | "userId" | "deviceId">) {
  await deleteDevice(tx, device);
}

/**
 * Registers the caller's device: the same installation updates its record; otherwise a record of
 * the same name and model seen in the last 30 days takes the new installation id (a reinstall);
 * otherwise a new record, within the plan's app-device cap (beyond it: 403 plan_limit, and the
 * device asks for a place through POST /api/devices/approvals).
 */
export async function registerDevice(
  ctx: AppContext,
  userId: string,
  input: DeviceInput,
): Promise<{ device: UserDeviceRow; outcome: "created" | "updated" | "merged" }> {
  await assertDeviceUsable(ctx, input.deviceId, { userId });
  return ctx.db.transaction((tx) => registerDeviceInTx(ctx, tx, userId, input));
}

/** registerDevice inside an open transaction, after the caller ran assertDeviceUsable. */
export async function registerDeviceInTx(
  ctx: AppContext,
  tx: Tx,
  userId: string,
  input: DeviceInput,
): Promise<{ device: UserDeviceRow; outcome: "created" | "updated" | "merged" }> {
  const now = ctx.clock.now();
  const account = await lockAccountInTx(tx, userId);
  const boundToPlan = lockPlanOf(account.plan);
  const seen = { osVersion: input.osVersion, lastSeenAt: now, boundToPlan };
  const same = await findDeviceByInstallation(tx, userId, input.deviceId);
  let result: { device: UserDeviceRow; outcome: "created" | "updated" | "merged" };
  if (same) {
    result = { device: await updateDevice(tx, same.id, seen), outcome: "updated" };
  } else {
    const since = new Date(now.getTime() - MERGE_WINDOW_MS);
    const candidate = await findMergeCandidate(tx, { ...input, userId, since });
    if (candidate) {
      await deleteLock(tx, candidate.deviceId, userId);
      result = {
        device: await updateDevice(tx, candidate.id, { ...seen, deviceId: input.deviceId }),
        outcome: "merged",
      };
    } else {
      const limit = planLimits[account.plan].appDevices;
      const current = await countDevices(tx, userId, input.kind);
      if (input.kind === "app" && limit !== null && current >= limit)
        throw planLimitError("appDevices", current, limit);
      return { device: await addDeviceInTx(tx, account, input, now), outcome: "created" as const };
    }
  }
  if (boundToPlan) await setLock(tx, { deviceId: input.deviceId, userId, now, takeOver: true });
  else await deleteLock(tx, input.deviceId, userId);
  return result;
}

export function listUserDevices(ctx: AppContext, userId: string, kind?: DeviceKind): Promise<UserDeviceRow[]> {
  return listDevices(ctx.db, userId, kind);
}

/** The account's devices other than this installation (what an approval may evict). */
export function otherDevicesInTx(tx: Tx, userId: string, exceptDeviceId: string): Promise<UserDeviceRow[]> {
  return listOtherDevices(tx, userId, exceptDeviceId);
}

export async function findUserDevice(db: DbOrTx, userId: string, id: string): Promise<UserDeviceRow | undefined> {
  return findDevice(db, userId, id);
}

export async function findUserDeviceByInstallation(db: DbOrTx, userId: string, deviceId: string) {
  return findDeviceByInstallation(db, userId, deviceId);
}

/** The app device count and cap of an account (approvals are only for an account at its cap). */
export async function appDeviceRoom(
  db: DbOrTx,
  userId: string,
  plan: Plan,
): Promise<{ current: number; limit: number | null }> {
  return { current: await countDevices(db, userId, "app"), limit: planLimits[plan].appDevices };
}

/** Schedules the release of a locked device 24 hours from now (idempotent while one is scheduled). */
export async function requestRelease(
  ctx: AppContext,
  userId: string,
  id: string,
  waitMs = RELEASE_WAIT_MS,
): Promise<UserDeviceRow> {
  const device = await findDevice(ctx.db, userId, id);
  if (!device) throw new AppError("not_found", `Device "${id}" not found`);
  if (device.releaseAt) return device;
  if (!device.boundToPlan && device.kind === "app") {
    throw new AppError("invalid_transition", "This device is not locked to the account; nothing to release");
  }
  const now = ctx.clock.now();
  const releaseAt = new Date(now.getTime() + waitMs);
  return ctx.db.transaction(async (tx) => {
    const updated = await updateDevice(tx, device.id, { releaseRequestedAt: now, releaseAt });
    // A computer's release is an action the two-person rule may guard (features/ally).
    if (device.kind === "desktop") {
      await ctx.protectionWatch.scheduled(tx, {
        userId,
        action: "release",
        subjectId: device.id,
        dueAt: releaseAt,
        now,
      });
    }
    return updated;
  });
}

/**
 * Cancels a scheduled release, and the cooldown a computer's release started. The app may cancel
 * any device's release; a desktop companion
 * (`companionDeviceId` given: its token's registered device, null before register) only its own,
 * which is what its agent asks for. Cancelling only keeps protection, so the companion token may.
 */
export async function cancelRelease(
  ctx: AppContext,
  userId: string,
  id: string,
  options: { companionDeviceId?: string | null } = {},
): Promise<UserDeviceRow> {
  if (options.companionDeviceId !== undefined && options.companionDeviceId !== id) {
    throw new AppError("forbidden", "A desktop companion may cancel only its own computer's release");
  }
  const device = await findDevice(ctx.db, userId, id);
  if (!device) throw new AppError("not_found", `Device "${id}" not found`);
  if (!device.releaseAt) throw new AppError("invalid_transition", "No release is scheduled for this device");
  const now = ctx.clock.now();
  // A computer's release started the account's cooldown (POST /api/magic/release): calling the
  // release off calls that cooldown off too, in the same transaction. A cooldown the user asked for
  // elsewhere keeps running.
  return ctx.db.transaction(async (tx) => {
    const updated = await updateDevice(tx, device.id, { releaseRequestedAt: null, releaseAt: null });
    if (device.kind === "desktop") {
      await protectionView.cancelCooldownStartedBy(ctx, tx, { userId, deviceId: device.id, now });
    }
    return updated;
  });
}

/** Devices the hourly job releases now: due releases and devices idle for 30 days (rows locked). */
export function releasableDevicesInTx(tx: Tx, now: Date): Promise<UserDeviceRow[]> {
  return findReleasable(tx, now, new Date(now.getTime() - IDLE_RELEASE_MS));
}

/** The two-person rule postponed a due release (once): it happens at `releaseAt` instead. */
export async function postponeReleaseInTx(tx: Tx, device: UserDeviceRow, releaseAt: Date): Promise<void> {
  await updateDevice(tx, device.id, { releaseAt });
}

/** Plan changes re-bind the account's devices: pro/legend lock them, free releases the locks. */
export const deviceLockReconciler: PlanReconciler = {
  name: "device-locks",
  async reconcile(tx, change) {
    const boundToPlan = lockPlanOf(change.to);
    for (const device of await rebindAll(tx, change.userId, boundToPlan)) {
      if (boundToPlan)
        await setLock(tx, { deviceId: device.deviceId, userId: change.userId, now: change.now, takeOver: false });
      else await deleteLock(tx, device.deviceId, change.userId);
    }
  },
};
