import { and, asc, desc, eq, gte, isNotNull, lte, ne, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { deviceLocks } from "../../db/schema/device-locks.ts";
import { type UserDeviceRow, userDevices } from "../../db/schema/user-devices.ts";
import { users } from "../../db/schema/users.ts";
import type { Plan } from "../../platform/config.ts";

export type DeviceKind = UserDeviceRow["kind"];

/** The account row locked for the rest of the transaction (caps are counted under this lock). */
export async function lockAccount(
  tx: DbOrTx,
  userId: string,
): Promise<{ id: string; plan: Plan; email: string | null; nickname: string | null } | undefined> {
  const [row] = await tx
    .select({ id: users.id, plan: users.plan, email: users.email, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row;
}

export async function findDeviceByInstallation(
  db: DbOrTx,
  userId: string,
  deviceId: string,
): Promise<UserDeviceRow | undefined> {
  const [row] = await db
    .select()
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.deviceId, deviceId)));
  return row;
}

export async function findDevice(db: DbOrTx, userId: string, id: string): Promise<UserDeviceRow | undefined> {
  const [row] = await db
    .select()
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.id, id)));
  return row;
}

/** The most recently seen device of this kind with the same name and model, seen since `since`. */
export async function findMergeCandidate(
  db: DbOrTx,
  values: { userId: string; kind: DeviceKind; name: string; model: string; since: Date },
): Promise<UserDeviceRow | undefined> {
  const [row] = await db
    .select()
    .from(userDevices)
    .where(
      and(
        eq(userDevices.userId, values.userId),
        eq(userDevices.kind, values.kind),
        eq(userDevices.name, values.name),
        eq(userDevices.model, values.model),
        gte(userDevices.lastSeenAt, values.since),
      ),
    )
    .orderBy(desc(userDevices.lastSeenAt))
    .limit(1);
  return row;
}

export async function countDevices(db: DbOrTx, userId: string, kind: DeviceKind): Promise<number> {
  const rows = await db
    .select({ id: userDevices.id })
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.kind, kind)));
  return rows.length;
}

export async function listDevices(db: DbOrTx, userId: string, kind?: DeviceKind): Promise<UserDeviceRow[]> {
  return db
    .select()
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), kind ? eq(userDevices.kind, kind) : undefined))
    .orderBy(asc(userDevices.createdAt), asc(userDevices.id));
}

export async function insertDevice(
  tx: DbOrTx,
  values: Pick<UserDeviceRow, "userId" | "deviceId" | "kind" | "name" | "model" | "osVersion" | "boundToPlan"> & {
    now: Date;
  },
): Promise<UserDeviceRow> {
  const { now, ...rest } = values;
  const [row] = await tx
    .insert(userDevices)
    .values({ ...rest, lastSeenAt: now, createdAt: now })
    .returning();
  if (!row) throw new Error("device insert returned no row");
  return row;
}

export async function updateDevice(
  tx: DbOrTx,
  id: string,
  values: Partial<
    Pick<UserDeviceRow, "deviceId" | "osVersion" | "lastSeenAt" | "boundToPlan" | "releaseRequestedAt" | "releaseAt">
  >,
): Promise<UserDeviceRow> {
  const [row] = await tx.update(userDevices).set(values).where(eq(userDevices.id, id)).returning();
  if (!row) throw new Error("device update returned no row");
  return row;
}

export async function deleteDevice(
  tx: DbOrTx,
  device: Pick<UserDeviceRow, "id" | "userId" | "deviceId">,
): Promise<void> {
  await tx.delete(userDevices).where(eq(userDevices.id, device.id));
  await deleteLock(tx, device.deviceId, device.userId);
}

/** The account an installation id is locked to, with what the lock rule and its e-mail need. */
export async function findLockHolder(
  db: DbOrTx,
  deviceId: string,
): Promise<
  { userId: string; email: string | null; nickname: string | null; plan: Plan; deletedAt: Date | null } | undefined
> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      nickname: users.nickname,
      plan: users.plan,
      deletedAt: users.deletedAt,
    })
    .from(deviceLocks)
    .innerJoin(users, eq(users.id, deviceLocks.userId))
    .where(eq(deviceLocks.deviceId, deviceId));
  return row;
}

/**
 * Locks the installation id to the account. `takeOver` replaces a lock another account holds (the
 * caller checked that the rule no longer protects that account); otherwise such a lock is kept.
 */
export async function setLock(
  tx: DbOrTx,
  values: { deviceId: string; userId: string; now: Date; takeOver: boolean },
): Promise<void> {
  const insert = tx
    .insert(deviceLocks)
    .values({ deviceId: values.deviceId, userId: values.userId, lockedAt: values.now });
  if (values.takeOver) {
    await insert.onConflictDoUpdate({
      target: deviceLocks.deviceId,
      set: { userId: values.userId, lockedAt: values.now },
    });
  } else {
    await insert.onConflictDoNothing({ target: deviceLocks.deviceId });
  }
}

export async function deleteLock(tx: DbOrTx, deviceId: string, userId: string): Promise<void> {
  await tx.delete(deviceLocks).where(and(eq(deviceLocks.deviceId, deviceId), eq(deviceLocks.userId, userId)));
}

/** Deletes every lock the account holds (account deletion). */
export async function deleteLocksOfUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(deviceLocks).where(eq(deviceLocks.userId, userId));
}

/** Devices whose release is due, and devices not seen since `idleSince`. */
export async function findReleasable(tx: DbOrTx, now: Date, idleSince: Date): Promise<UserDeviceRow[]> {
  return tx
    .select()
    .from(userDevices)
    .where(
      or(
        and(isNotNull(userDevices.releaseAt), lte(userDevices.releaseAt, now)),
        lte(userDevices.lastSeenAt, idleSince),
      ),
    )
    .for("update");
}

/** Sets boundToPlan on every device of the account and returns them. */
export async function rebindAll(
  tx: DbOrTx,
  userId: string,
  boundToPlan: UserDeviceRow["boundToPlan"],
): Promise<UserDeviceRow[]> {
  return tx.update(userDevices).set({ boundToPlan }).where(eq(userDevices.userId, userId)).returning();
}

/** The account's other devices (not this installation), for the approval's eviction choice. */
export async function listOtherDevices(tx: DbOrTx, userId: string, exceptDeviceId: string): Promise<UserDeviceRow[]> {
  return tx
    .select()
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), ne(userDevices.deviceId, exceptDeviceId)))
    .orderBy(asc(userDevices.lastSeenAt));
}
