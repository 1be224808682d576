import type { Plan } from "../../platform/config.ts";

/**
 * Per-plan limits, the one table every feature reads. `null` means unlimited. The seed fixes mail
 * connections, the legend protected-device cap and voice seconds; the other caps are ours (README).
 */
export interface PlanLimits {
  mailConnections: number | null;
  protectedDevices: number | null;
  appDevices: number | null;
  customDomains: number | null;
  voiceSecondsPerDay: number | null;
  blocklistMode: "curated" | "full";
  coachVoicePicker: boolean;
  deviceLock: boolean;
  /** Allies (features/ally): invited and active ones together. */
  allies: number;
}

export const planLimits: Readonly<Record<Plan, PlanLimits>> = {
  free: {
    mailConnections: 1,
    protectedDevices: 1,
    appDevices: 2,
    customDomains: 10,
    voiceSecondsPerDay: 60,
    blocklistMode: "curated",
    coachVoicePicker: false,
    deviceLock: false,
    allies: 1,
  },
  pro: {
    mailConnections: 3,
    protectedDevices: 1,
    appDevices: 3,
    customDomains: 50,
    voiceSecondsPerDay: 300,
    blocklistMode: "full",
    coachVoicePicker: false,
    deviceLock: true,
    allies: 2,
  },
  legend: {
    mailConnections: null,
    protectedDevices: 2,
    appDevices: 5,
    customDomains: null,
    voiceSecondsPerDay: null,
    blocklistMode: "full",
    coachVoicePicker: true,
    deviceLock: true,
    allies: 3,
  },
};

/** The eight axes change-preview compares, in display order. */
export const PLAN_AXES = [
  "mailConnections",
  "protectedDevices",
  "appDevices",
  "customDomains",
  "voiceSecondsPerDay",
  "blocklistMode",
  "coachVoicePicker",
  "deviceLock",
] as const satisfies readonly (keyof PlanLimits)[];

export const PLAN_RANK: Readonly<Record<Plan, number>> = { free: 0, pro: 1, legend: 2 };

/** Days of full blocklist after a downgrade to free. */
export const DOWNGRADE_GRACE_DAYS = 14;
