import { releasableDevicesInTx, removeDeviceInTx } from "../features/devices/service.ts";
import { deleteExpiredPairingCodesInTx, releaseCompanionSessionsInTx } from "../features/magic/service.ts";
import { revokeCompanionDeviceInTx } from "../features/protected-devices/service.ts";
import { pruneChangesInTx } from "../features/resolver-changes/service.ts";
import type { Job } from "./scheduler.ts";

const HOUR = 3_600_000;

/**
 * The hourly devices job: performs due releases (request-release, magic release) and releases
 * devices idle for 30 days; each release removes the device record and its lock, and a desktop
 * companion's protected device and tokens are revoked. Also prunes the resolver's change log and
 * deletes expired pairing codes.
 */
export function deviceHousekeepingJob(): Job {
  return {
    name: "device-housekeeping",
    intervalMs: HOUR,
    firstRunAfterMs: 60_000,
    async run(tx, now) {
      for (const device of await releasableDevicesInTx(tx, now)) {
        if (device.kind === "desktop") {
          await revokeCompanionDeviceInTx(tx, device.id, now);
          await releaseCompanionSessionsInTx(tx, device.id, now);
        }
        await removeDeviceInTx(tx, device);
      }
      await pruneChangesInTx(tx, now);
      await deleteExpiredPairingCodesInTx(tx, now);
    },
  };
}
