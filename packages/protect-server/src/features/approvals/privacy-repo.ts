import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { deviceApprovalRequests } from "../../db/schema/device-approvals.ts";

/** Approval requests for the export: without the code and e-mail-token hashes. */
export async function approvalsForExport(db: DbOrTx, userId: string) {
  const t = deviceApprovalRequests;
  return db
    .select({
      id: t.id,
      deviceId: t.deviceId,
      name: t.name,
      model: t.model,
      osVersion: t.osVersion,
      description: t.description,
      status: t.status,
      expiresAt: t.expiresAt,
      emailSentAt: t.emailSentAt,
      evictedDeviceId: t.evictedDeviceId,
      decidedAt: t.decidedAt,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(asc(t.createdAt));
}

export async function deleteApprovalsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(deviceApprovalRequests).where(eq(deviceApprovalRequests.userId, userId));
}
