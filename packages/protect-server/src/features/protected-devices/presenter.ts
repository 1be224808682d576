import type { ProtectedDeviceRow } from "../../db/schema/protected-devices.ts";
import type { Enrollment } from "./service.ts";

export function toProtectedDevice(row: ProtectedDeviceRow) {
  return {
    id: row.id,
    name: row.name,
    platform: row.platform,
    status: row.status,
    lastDnsQueryAt: row.lastDnsQueryAt?.toISOString() ?? null,
    /** No query for 48 hours while protection is on (silence-service.ts); cleared by the next query. */
    silent: row.silentSince !== null,
    silentSince: row.silentSince?.toISOString() ?? null,
    degradedAt: row.degradedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toEnrollment(enrollment: Enrollment) {
  return { ...enrollment, device: toProtectedDevice(enrollment.device) };
}
