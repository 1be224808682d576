import { postponeReleaseInTx, releasableDevicesInTx, removeDeviceInTx } from "../features/devices/service.ts";
import { deleteExpiredPairingCodesInTx, releaseCompanionSessionsInTx } from "../features/magic/service.ts";
import { revokeCompanionDeviceInTx } from "../features/protected-devices/service.ts";
import { type ProtectionWatch, unwatched } from "../features/protection-watch/service.ts";
import { pruneChangesInTx } from "../features/resolver-changes/service.ts";
import type { Job } from "./scheduler.ts";

const HOUR = 3_600_000;

/**
 * The hourly devices job: performs due releases (request-release, magic release) and releases
 * devices idle for 30 days; each release removes the device record and its lock, and a desktop
 * companion's protected device and tokens are revoked. A computer's due release asks the
 * protection watch first (the two-person rule may postpone it once). Also prunes the resolver's
 * change log and deletes expired pairing codes. (Silent devices: jobs/device-silence.ts; the ally
 * hears of them as a device-silence subscriber.)
 */
export function deviceHousekeepingJob(watch: ProtectionWatch = unwatched): Job {
  return {
    name: "device-housekeeping",
    intervalMs: HOUR,
    firstRunAfterMs: 60_000,
    async run(tx, now) {
      for (const device of await releasableDevicesInTx(tx, now)) {
        const deviceKind = device.kind === "desktop" ? "computer" : "device";
        if (device.kind === "desktop" && device.releaseAt && device.releaseAt <= now) {
          const guarded = { userId: device.userId, subjectId: device.id, dueAt: device.releaseAt, now };
          const postponedTo = await watch.due(tx, { ...guarded, action: "release" });
          if (postponedTo) {
            await postponeReleaseInTx(tx, device, postponedTo);
            continue;
          }
        }
        if (device.kind === "desktop") {
          await revokeCompanionDeviceInTx(tx, device.id, now);
          await releaseCompanionSessionsInTx(tx, device.id, now);
        }
        await removeDeviceInTx(tx, device);
        await watch.record(tx, { kind: "device_released", userId: device.userId, at: now, deviceKind });
      }
      await pruneChangesInTx(tx, now);
      await deleteExpiredPairingCodesInTx(tx, now);
    },
  };
}
