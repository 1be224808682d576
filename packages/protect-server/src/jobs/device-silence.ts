import { type DeviceSilence, markSilentDevicesInTx } from "../features/protected-devices/silence-service.ts";
import type { Job } from "./scheduler.ts";

/** Hourly: marks protected devices that asked the resolver nothing for 48 hours (silence-service.ts). */
export function deviceSilenceJob(silence: DeviceSilence, onMarked?: (count: number) => void): Job {
  return {
    name: "device-silence",
    intervalMs: 3_600_000,
    firstRunAfterMs: 90_000,
    async run(tx, now) {
      const events = await markSilentDevicesInTx(tx, silence, now);
      if (events.length > 0) onMarked?.(events.length);
    },
  };
}
