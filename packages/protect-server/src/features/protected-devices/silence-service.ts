// Silent devices (issue 28): a protected device that stops asking the resolver while its account is
// live and protected is marked `silent` (silentSince) and its owner is told, never forgotten quietly.
// Its next query clears the mark. Other features (an ally, say) subscribe to both events.
import type { Tx } from "../../db/client.ts";
import type { ProtectedDeviceRow } from "../../db/schema/protected-devices.ts";
import { notifyUser } from "../notifications/service.ts";
import { lockNewlySilent, updateProtectedDevice } from "./repo.ts";

/**
 * How long without a query before a device counts as silent. A phone in a drawer over a weekend
 * stays quiet for a day or so (its apps still ask now and then); 48 hours without a single query
 * means the profile was removed, another resolver or a VPN took over, or the device is off.
 */
export const SILENCE_AFTER_MS = 48 * 3_600_000;

export interface DeviceSilenceEvent {
  kind: "silent" | "resumed";
  userId: string;
  deviceId: string;
  deviceName: string;
  /** A desktop computer's protected device (paired through the companion), not a phone's profile. */
  computer: boolean;
  /** The last query the resolver reported before the silence (for `resumed`: the new one). */
  lastDnsQueryAt: Date | null;
  at: Date;
}

/** Told of every silence and resumption inside the transaction that records it (so its own writes join it). */
export interface DeviceSilenceSubscriber {
  name: string;
  onDeviceSilence(tx: Tx, event: DeviceSilenceEvent): Promise<void>;
}

export interface DeviceSilence {
  readonly subscribers: readonly DeviceSilenceSubscriber[];
}

export function createDeviceSilence(subscribers: readonly DeviceSilenceSubscriber[] = []): DeviceSilence {
  return { subscribers };
}

declare module "../../platform/app-context.ts" {
  interface AppContext {
    /** Who hears of silent and resumed protected devices (silence-service.ts). */
    deviceSilence: DeviceSilence;
  }
}

function eventOf(kind: DeviceSilenceEvent["kind"], device: ProtectedDeviceRow, at: Date): DeviceSilenceEvent {
  return {
    kind,
    userId: device.userId,
    deviceId: device.id,
    deviceName: device.name,
    computer: device.userDeviceId !== null,
    lastDnsQueryAt: device.lastDnsQueryAt,
    at,
  };
}

async function publish(tx: Tx, silence: DeviceSilence, event: DeviceSilenceEvent): Promise<void> {
  for (const subscriber of silence.subscribers) await subscriber.onDeviceSilence(tx, event);
}

/**
 * The silence job's work: marks devices with no query for SILENCE_AFTER_MS (active or degraded, the
 * account live and protection on), notifies each owner once (`protected_device_silent`) and tells
 * the subscribers. Returns the events.
 */
export async function markSilentDevicesInTx(tx: Tx, silence: DeviceSilence, now: Date): Promise<DeviceSilenceEvent[]> {
  const events: DeviceSilenceEvent[] = [];
  for (const device of await lockNewlySilent(tx, new Date(now.getTime() - SILENCE_AFTER_MS))) {
    await updateProtectedDevice(tx, device.id, { silentSince: now });
    const event = eventOf("silent", device, now);
    await notifyUser(
      tx,
      device.userId,
      "protected_device_silent",
      { deviceId: device.id, deviceName: device.name, lastDnsQueryAt: device.lastDnsQueryAt?.toISOString() ?? "" },
      now,
    );
    await publish(tx, silence, event);
    events.push(event);
  }
  return events;
}

/** A silent device asked again (handshake): the mark goes, the subscribers hear of it. */
export async function resumeDeviceInTx(
  tx: Tx,
  silence: DeviceSilence,
  device: ProtectedDeviceRow,
  now: Date,
): Promise<ProtectedDeviceRow> {
  const updated = await updateProtectedDevice(tx, device.id, { silentSince: null });
  await publish(tx, silence, eventOf("resumed", updated, now));
  return updated;
}
