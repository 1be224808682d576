import type { Tx } from "../../db/client.ts";
import type { ProtectedDeviceRow } from "../../db/schema/protected-devices.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError, planLimitError } from "../../platform/errors.ts";
import { decryptSecret, encryptSecret } from "../../platform/secret-codes.ts";
import { lockAccountInTx } from "../devices/service.ts";
import { planLimits } from "../plans/limits.ts";
import type { PlanReconciler } from "../plans/reconciliation.ts";
import { recordPolicyChange } from "../resolver-changes/service.ts";
import { hashDnsToken, newDnsToken } from "./dns-token.ts";
import { type DnsProfile, dnsEndpoints, dnsProfile } from "./profiles.ts";
import {
  countLiveDevices,
  deleteDevicesRevokedBefore,
  findByUserDevice,
  findProtectedDevice,
  insertProtectedDevice,
  listLiveDevices,
  lockByTokenHashes,
  markSilentDevices,
  updateProtectedDevice,
} from "./repo.ts";

export interface Enrollment {
  device: ProtectedDeviceRow;
  dnsToken: string;
  dohUrl: string;
  dotHost: string;
  profile: DnsProfile;
}

/**
 * Enrolls a device inside an open transaction: the plan's protected-device cap (counted under the
 * account lock; revoked devices do not count), a fresh token stored as its hash (and, for a desktop
 * companion, sealed with the token key so that its profile can be fetched again).
 */
export async function enrollInTx(
  ctx: AppContext,
  tx: Tx,
  input: { userId: string; name: string; platform: ProtectedDeviceRow["platform"]; userDeviceId?: string },
): Promise<Enrollment> {
  const account = await lockAccountInTx(tx, input.userId);
  const limit = planLimits[account.plan].protectedDevices;
  const current = await countLiveDevices(tx, input.userId);
  if (limit !== null && current >= limit) throw planLimitError("protectedDevices", current, limit);
  const dnsToken = newDnsToken();
  const now = ctx.clock.now();
  const device = await insertProtectedDevice(tx, {
    userId: input.userId,
    name: input.name,
    platform: input.platform,
    tokenHash: hashDnsToken(dnsToken),
    tokenCiphertext: input.userDeviceId ? encryptSecret(ctx.secrets.tokenEncryptionKey, dnsToken) : null,
    userDeviceId: input.userDeviceId ?? null,
    now,
  });
  await recordPolicyChange(tx, input.userId, now);
  return {
    device,
    dnsToken,
    ...dnsEndpoints(ctx.settings.devices, dnsToken),
    profile: dnsProfile(ctx.settings.devices, device, dnsToken),
  };
}

export function enroll(
  ctx: AppContext,
  userId: string,
  input: { name: string; platform: ProtectedDeviceRow["platform"] },
): Promise<Enrollment> {
  return ctx.db.transaction((tx) => enrollInTx(ctx, tx, { userId, ...input }));
}

export function listProtectedDevices(ctx: AppContext, userId: string): Promise<ProtectedDeviceRow[]> {
  return listLiveDevices(ctx.db, userId);
}

async function revokeInTx(tx: Tx, device: ProtectedDeviceRow, now: Date): Promise<ProtectedDeviceRow> {
  if (device.status === "revoked") return device;
  const revoked = await updateProtectedDevice(tx, device.id, {
    status: "revoked",
    revokedAt: now,
    tokenCiphertext: null,
  });
  await recordPolicyChange(tx, device.userId, now);
  return revoked;
}

/** Revokes the device: its token stops working at the resolvers once they sync (idempotent). */
export async function revokeProtectedDevice(ctx: AppContext, userId: string, id: string): Promise<ProtectedDeviceRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const device = await findProtectedDevice(tx, userId, id);
    if (!device) throw new AppError("not_found", `Protected device "${id}" not found`);
    return revokeInTx(tx, device, now);
  });
}

/** The protected device of a desktop companion, if it has one that is not revoked. */
export function protectedDeviceOfCompanion(tx: Tx | AppContext["db"], userDeviceId: string) {
  return findByUserDevice(tx, userDeviceId);
}

/** The companion's profile again, from its sealed token. */
export function companionProfile(ctx: AppContext, device: ProtectedDeviceRow): Omit<Enrollment, "device"> {
  if (!device.tokenCiphertext) throw new AppError("invalid_transition", "This device's token cannot be shown again");
  const dnsToken = decryptSecret(ctx.decryptionKeys, device.tokenCiphertext);
  return {
    dnsToken,
    ...dnsEndpoints(ctx.settings.devices, dnsToken),
    profile: dnsProfile(ctx.settings.devices, device, dnsToken),
  };
}

/** A desktop companion's release revokes its protected device (job, inside its transaction). */
export async function revokeCompanionDeviceInTx(tx: Tx, userDeviceId: string, now: Date): Promise<void> {
  const device = await findByUserDevice(tx, userDeviceId);
  if (device) await revokeInTx(tx, device, now);
}

/** A protected device that sent no DNS query for this long is silent (the ally may be told, once). */
export const SILENT_AFTER_MS = 48 * 3_600_000;

/** The hourly job: active devices that have just become silent (marked, so each is reported once). */
export function markSilentDevicesInTx(tx: Tx, now: Date): Promise<ProtectedDeviceRow[]> {
  return markSilentDevices(tx, new Date(now.getTime() - SILENT_AFTER_MS), now);
}

export type HandshakeStatus = "active" | "degraded" | "revoked" | "unknown";

/**
 * The resolver's activity reports (seed §3, contract "handshake"): pending → active, the last query
 * time moves forward only and never past now; revoked and unknown tokens change nothing. Not a
 * policy change. One transaction per request.
 */
export async function recordHandshakes(
  ctx: AppContext,
  entries: readonly { token: string; lastQueryAt: Date }[],
): Promise<HandshakeStatus[]> {
  const now = ctx.clock.now();
  const hashes = entries.map((entry) => hashDnsToken(entry.token));
  return ctx.db.transaction(async (tx) => {
    const byHash = new Map((await lockByTokenHashes(tx, [...new Set(hashes)])).map((row) => [row.tokenHash, row]));
    const statuses: HandshakeStatus[] = [];
    for (const [index, hash] of hashes.entries()) {
      const device = byHash.get(hash);
      const reported = entries[index]?.lastQueryAt ?? now;
      if (!device) {
        statuses.push("unknown");
        continue;
      }
      if (device.status === "revoked") {
        statuses.push("revoked");
        continue;
      }
      const seen = reported.getTime() > now.getTime() ? now : reported;
      const last = device.lastDnsQueryAt && device.lastDnsQueryAt > seen ? device.lastDnsQueryAt : seen;
      const status = device.status === "pending" ? "active" : device.status;
      const quiet = now.getTime() - last.getTime() >= SILENT_AFTER_MS;
      const updated = await updateProtectedDevice(tx, device.id, {
        status,
        lastDnsQueryAt: last,
        ...(quiet ? {} : { silentSince: null }),
      });
      byHash.set(hash, updated);
      statuses.push(status);
    }
    return statuses;
  });
}

/**
 * Downgrade reconciliation: the newest devices beyond the new cap become `degraded` (degradedAt
 * set); a plan that allows them again reactivates them (active if they were ever seen, else pending).
 */
export const protectedDeviceReconciler: PlanReconciler = {
  name: "protected-devices",
  async reconcile(tx, change) {
    const limit = planLimits[change.to].protectedDevices;
    let changed = false;
    for (const [index, device] of (await listLiveDevices(tx, change.userId)).entries()) {
      const fits = limit === null || index < limit;
      if (!fits && device.status !== "degraded") {
        await updateProtectedDevice(tx, device.id, { status: "degraded", degradedAt: change.now });
        changed = true;
      } else if (fits && device.status === "degraded") {
        await updateProtectedDevice(tx, device.id, {
          status: device.lastDnsQueryAt ? "active" : "pending",
          degradedAt: null,
        });
        changed = true;
      }
    }
    if (changed) await recordPolicyChange(tx, change.userId, change.now);
  },
};

/** How long a revoked device's row (name, platform, token hash) stays: the user's own recent history. */
export const REVOKED_DEVICE_RETENTION_DAYS = 30;

/**
 * Retention: deletes devices revoked more than REVOKED_DEVICE_RETENTION_DAYS ago. The resolver
 * already stopped answering their tokens at revocation (its policy lists live devices only), so
 * the row serves nothing afterwards.
 */
export async function purgeRevokedDevicesInTx(tx: Tx, now: Date): Promise<number> {
  return deleteDevicesRevokedBefore(tx, new Date(now.getTime() - REVOKED_DEVICE_RETENTION_DAYS * 86_400_000));
}
