import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type DeviceApprovalRow, deviceApprovalRequests } from "../../db/schema/device-approvals.ts";

export async function insertApproval(
  tx: DbOrTx,
  values: Omit<
    DeviceApprovalRow,
    "status" | "failedAttempts" | "emailTokenHash" | "emailSentAt" | "evictedDeviceId" | "decidedAt"
  >,
): Promise<DeviceApprovalRow> {
  const [row] = await tx.insert(deviceApprovalRequests).values(values).returning();
  if (!row) throw new Error("approval insert returned no row");
  return row;
}

/** Closes the older pending requests of the same installation (a new request replaces them). */
export async function expirePendingOf(tx: DbOrTx, userId: string, deviceId: string, now: Date): Promise<void> {
  await tx
    .update(deviceApprovalRequests)
    .set({ status: "expired", decidedAt: now })
    .where(
      and(
        eq(deviceApprovalRequests.userId, userId),
        eq(deviceApprovalRequests.deviceId, deviceId),
        eq(deviceApprovalRequests.status, "pending"),
      ),
    );
}

export async function findApproval(db: DbOrTx, userId: string, id: string): Promise<DeviceApprovalRow | undefined> {
  const [row] = await db
    .select()
    .from(deviceApprovalRequests)
    .where(and(eq(deviceApprovalRequests.id, id), eq(deviceApprovalRequests.userId, userId)));
  return row;
}

/** The request, row-locked: concurrent decisions on one request run one after the other. */
export async function lockApproval(tx: DbOrTx, userId: string, id: string): Promise<DeviceApprovalRow | undefined> {
  const [row] = await tx
    .select()
    .from(deviceApprovalRequests)
    .where(and(eq(deviceApprovalRequests.id, id), eq(deviceApprovalRequests.userId, userId)))
    .for("update");
  return row;
}

export async function lockApprovalByEmailToken(tx: DbOrTx, tokenHash: string): Promise<DeviceApprovalRow | undefined> {
  const [row] = await tx
    .select()
    .from(deviceApprovalRequests)
    .where(eq(deviceApprovalRequests.emailTokenHash, tokenHash))
    .for("update");
  return row;
}

export async function listPending(db: DbOrTx, userId: string, now: Date): Promise<DeviceApprovalRow[]> {
  return db
    .select()
    .from(deviceApprovalRequests)
    .where(
      and(
        eq(deviceApprovalRequests.userId, userId),
        eq(deviceApprovalRequests.status, "pending"),
        gt(deviceApprovalRequests.expiresAt, now),
      ),
    )
    .orderBy(asc(deviceApprovalRequests.createdAt));
}

export async function updateApproval(
  tx: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      DeviceApprovalRow,
      "status" | "failedAttempts" | "emailTokenHash" | "emailSentAt" | "evictedDeviceId" | "decidedAt"
    >
  >,
): Promise<DeviceApprovalRow> {
  const [row] = await tx
    .update(deviceApprovalRequests)
    .set(values)
    .where(eq(deviceApprovalRequests.id, id))
    .returning();
  if (!row) throw new Error("approval update returned no row");
  return row;
}

/** Retention: deletes requests (any status) whose code expired before the cutoff. */
export async function deleteApprovalsExpiredBefore(db: DbOrTx, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(deviceApprovalRequests)
    .where(lt(deviceApprovalRequests.expiresAt, cutoff))
    .returning({ id: deviceApprovalRequests.id });
  return rows.length;
}
