import type { DeviceApprovalRow } from "../../db/schema/device-approvals.ts";
import { effectiveStatus } from "./service.ts";

export function toApproval(row: DeviceApprovalRow, now: Date) {
  return {
    id: row.id,
    status: effectiveStatus(row, now),
    description: row.description,
    deviceId: row.deviceId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}
