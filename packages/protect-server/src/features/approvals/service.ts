import { randomBytes, randomUUID } from "node:crypto";
import type { Tx } from "../../db/client.ts";
import type { DeviceApprovalRow } from "../../db/schema/device-approvals.ts";
import type { UserDeviceRow } from "../../db/schema/user-devices.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError, planLimitError } from "../../platform/errors.ts";
import { digestsEqual, keyedHash, newSixDigitCode } from "../../platform/secret-codes.ts";
import { revokeInstallationSessionsInTx } from "../auth/service.ts";
import {
  addDeviceInTx,
  appDeviceRoom,
  assertDeviceUsable,
  findUserDevice,
  findUserDeviceByInstallation,
  lockAccountInTx,
  otherDevicesInTx,
  removeDeviceInTx,
} from "../devices/service.ts";
import {
  deleteApprovalsExpiredBefore,
  expirePendingOf,
  findApproval,
  insertApproval,
  listPending,
  lockApproval,
  lockApprovalByEmailToken,
  updateApproval,
} from "./repo.ts";

/** A request expires this long after it was made. */
export const APPROVAL_TTL_MS = 10 * 60_000;
/** Wrong codes a request takes before it is closed as rejected: the guessing bound per code. */
export const MAX_CODE_ATTEMPTS = 5;

const codeHash = (ctx: AppContext, id: string, code: string) =>
  keyedHash(ctx.secrets.sessionPepper, "approval-code", `${id}:${code}`);
const emailTokenHash = (ctx: AppContext, token: string) =>
  keyedHash(ctx.secrets.sessionPepper, "approval-email", token);

/** The status a reader sees: a pending request past its expiry reads as expired. */
export function effectiveStatus(row: DeviceApprovalRow, now: Date): DeviceApprovalRow["status"] {
  return row.status === "pending" && row.expiresAt <= now ? "expired" : row.status;
}

export interface NewDevice {
  deviceId: string;
  name: string;
  model: string;
  osVersion: string;
}

/**
 * A new device of an account at its app-device cap asks for a place: a request with a random
 * 6-digit code (shown on the new device only), expiring after 10 minutes.
 */
export async function createApproval(
  ctx: AppContext,
  userId: string,
  input: NewDevice,
): Promise<{ request: DeviceApprovalRow; code: string }> {
  await assertDeviceUsable(ctx, input.deviceId, { userId });
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const account = await lockAccountInTx(tx, userId);
    if (await findUserDeviceByInstallation(tx, userId, input.deviceId)) {
      throw new AppError("invalid_transition", "This device is registered already");
    }
    const room = await appDeviceRoom(tx, userId, account.plan);
    if (room.limit === null || room.current < room.limit) {
      throw new AppError("invalid_transition", "The plan has room for this device: register it directly");
    }
    await expirePendingOf(tx, userId, input.deviceId, now);
    const id = randomUUID();
    const code = newSixDigitCode();
    const request = await insertApproval(tx, {
      id,
      userId,
      ...input,
      description: `${input.name} (${input.model}, ${input.osVersion})`,
      codeHash: codeHash(ctx, id, code),
      expiresAt: new Date(now.getTime() + APPROVAL_TTL_MS),
      createdAt: now,
    });
    return { request, code };
  });
}

export function listPendingApprovals(ctx: AppContext, userId: string): Promise<DeviceApprovalRow[]> {
  return listPending(ctx.db, userId, ctx.clock.now());
}

export async function getApproval(ctx: AppContext, userId: string, id: string): Promise<DeviceApprovalRow> {
  const row = await findApproval(ctx.db, userId, id);
  if (!row) throw new AppError("not_found", `Approval request "${id}" not found`);
  return row;
}

/** A pending, unexpired request, or the error that says why not. */
function decidable(row: DeviceApprovalRow | undefined, now: Date): DeviceApprovalRow {
  if (!row) throw new AppError("not_found", "Approval request not found");
  const status = effectiveStatus(row, now);
  if (status !== "pending") throw new AppError("invalid_transition", `The approval request is ${status}`);
  return row;
}

/**
 * Registers the new device in place of `evict` (or in free room), closing the request: one
 * transaction. The evicted device is removed and its login sessions are revoked.
 */
async function admitInTx(
  tx: Tx,
  request: DeviceApprovalRow,
  evict: UserDeviceRow | undefined,
  now: Date,
): Promise<{ request: DeviceApprovalRow; device: UserDeviceRow }> {
  const account = await lockAccountInTx(tx, request.userId);
  if (evict) {
    await removeDeviceInTx(tx, evict);
    // The evicted device gives up its place, so it is signed out too: its sessions (linked by the
    // installation id they were started on) answer 401 from now on.
    await revokeInstallationSessionsInTx(tx, { userId: request.userId, deviceId: evict.deviceId }, now);
  }
  const room = await appDeviceRoom(tx, request.userId, account.plan);
  if (room.limit !== null && room.current >= room.limit) throw planLimitError("appDevices", room.current, room.limit);
  if (await findUserDeviceByInstallation(tx, request.userId, request.deviceId)) {
    throw new AppError("invalid_transition", "This device is registered already");
  }
  const device = await addDeviceInTx(tx, account, { ...request, kind: "app" }, now);
  const closed = await updateApproval(tx, request.id, {
    status: "approved",
    decidedAt: now,
    evictedDeviceId: evict?.deviceId ?? null,
  });
  return { request: closed, device };
}

async function evictable(tx: Tx, userId: string, id: string, newDeviceId: string): Promise<UserDeviceRow> {
  const device = await findUserDevice(tx, userId, id);
  if (device?.kind !== "app" || device.deviceId === newDeviceId) {
    throw new AppError("not_found", `No app device "${id}" of this account to give up its place`);
  }
  return device;
}

/**
 * Approval from an existing device: the caller's session must have been started on one of the
 * account's registered devices (not the new one), and must give the request's code. A wrong code
 * counts; the fifth closes the request. Approving evicts the chosen device atomically.
 */
export async function approveWithCode(
  ctx: AppContext,
  caller: { userId: string; deviceId: string | null },
  id: string,
  input: { code: string; evictDeviceId: string },
): Promise<{ request: DeviceApprovalRow; device: UserDeviceRow }> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const request = decidable(await lockApproval(tx, caller.userId, id), now);
    const approver = caller.deviceId
      ? await findUserDeviceByInstallation(tx, caller.userId, caller.deviceId)
      : undefined;
    if (!approver || approver.deviceId === request.deviceId) {
      throw new AppError("forbidden", "Approve from one of the account's registered devices");
    }
    if (!digestsEqual(codeHash(ctx, request.id, input.code), request.codeHash)) {
      const failedAttempts = request.failedAttempts + 1;
      const closed = failedAttempts >= MAX_CODE_ATTEMPTS;
      await updateApproval(tx, request.id, {
        failedAttempts,
        ...(closed ? { status: "rejected", decidedAt: now } : {}),
      });
      return { wrongCode: MAX_CODE_ATTEMPTS - failedAttempts } as const;
    }
    const evict = await evictable(tx, caller.userId, input.evictDeviceId, request.deviceId);
    return { admitted: await admitInTx(tx, request, evict, now) } as const;
  });
  if ("wrongCode" in outcome) {
    throw new AppError("invalid_code", "The code does not match", { attemptsLeft: outcome.wrongCode });
  }
  return outcome.admitted;
}

export async function rejectApproval(ctx: AppContext, userId: string, id: string): Promise<DeviceApprovalRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const request = decidable(await lockApproval(tx, userId, id), now);
    return updateApproval(tx, request.id, { status: "rejected", decidedAt: now });
  });
}

/**
 * The e-mail fallback: a single-use link token (32 random bytes, stored as an HMAC) to the
 * account's address. Sending again replaces the previous link.
 */
export async function sendApprovalEmail(ctx: AppContext, userId: string, id: string): Promise<DeviceApprovalRow> {
  const now = ctx.clock.now();
  const token = randomBytes(32).toString("base64url");
  const link = new URL(`/device-approval?token=${token}`, ctx.settings.devices.appUrl).toString();
  // The new link and its mail commit together: the mail is queued only if the link is live, and
  // the answer means the mail will go out (features/mailer/outbox.ts), whatever SMTP is doing now.
  const request = await ctx.db.transaction(async (tx) => {
    const account = await lockAccountInTx(tx, userId);
    const pending = decidable(await lockApproval(tx, userId, id), now);
    if (!account.email) throw new AppError("invalid_transition", "The account has no e-mail address");
    const updated = await updateApproval(tx, pending.id, {
      emailTokenHash: emailTokenHash(ctx, token),
      emailSentAt: now,
    });
    const oldest = (await otherDevicesInTx(tx, userId, pending.deviceId))[0];
    await ctx.mailer.enqueue(tx, {
      userId,
      to: account.email,
      subject: "Approve a new device",
      text: [
        account.nickname ? `Hello ${account.nickname},` : "Hello,",
        "",
        `a new device asks to join your account: ${updated.description}.`,
        `To approve it, open this link within 10 minutes (it works once): ${link}`,
        oldest ? `Unless you choose another, "${oldest.name}" (${oldest.model}) gives up its place.` : "",
        "",
        "If this was not you, ignore this e-mail and change your password.",
      ].join("\n"),
      // Undelivered once the request has expired, the mail is worth nothing.
      validForMs: Math.max(0, pending.expiresAt.getTime() - now.getTime()),
    });
    return updated;
  });
  ctx.mailer.kick();
  return request;
}

/** The magic link: no session; the token is single-use (the request leaves `pending`). */
export async function approveWithEmailToken(
  ctx: AppContext,
  token: string,
  input: { evictDeviceId?: string | undefined },
): Promise<{ request: DeviceApprovalRow; device: UserDeviceRow }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const found = await lockApprovalByEmailToken(tx, emailTokenHash(ctx, token));
    if (!found) throw new AppError("not_found", "Unknown or replaced approval link");
    const request = decidable(found, now);
    const account = await lockAccountInTx(tx, request.userId);
    const room = await appDeviceRoom(tx, request.userId, account.plan);
    let evict: UserDeviceRow | undefined;
    if (input.evictDeviceId) evict = await evictable(tx, request.userId, input.evictDeviceId, request.deviceId);
    else if (room.limit !== null && room.current >= room.limit) {
      evict = (await otherDevicesInTx(tx, request.userId, request.deviceId)).find((device) => device.kind === "app");
    }
    return admitInTx(tx, request, evict, now);
  });
}

/**
 * Requests are kept this long after their code expired, so the new device still reads the outcome
 * (approved, rejected, expired); then the row (device name, model, description) is deleted.
 */
export const APPROVAL_RETENTION_MS = 7 * 24 * 3_600_000;

/** Retention: deletes approval requests whose code expired more than 7 days ago (any status). */
export function purgeOldApprovalsInTx(tx: Tx, now: Date): Promise<number> {
  return deleteApprovalsExpiredBefore(tx, new Date(now.getTime() - APPROVAL_RETENTION_MS));
}
