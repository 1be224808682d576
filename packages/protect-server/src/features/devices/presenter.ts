import type { UserDeviceRow } from "../../db/schema/user-devices.ts";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toDevice(row: UserDeviceRow) {
  return {
    id: row.id,
    deviceId: row.deviceId,
    kind: row.kind,
    name: row.name,
    model: row.model,
    osVersion: row.osVersion,
    lastSeenAt: row.lastSeenAt.toISOString(),
    boundToPlan: row.boundToPlan,
    releaseRequestedAt: iso(row.releaseRequestedAt),
    releaseAt: iso(row.releaseAt),
    createdAt: row.createdAt.toISOString(),
  };
}
