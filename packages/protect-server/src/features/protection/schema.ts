import { z } from "zod";
import type { CooldownRow } from "../../db/schema/cooldowns.ts";
import { secretText, serverCheck, shortLabelText } from "../../platform/text.ts";

const timestamp = z.string().nullable();

export const cooldownSchema = z.object({
  id: z.string(),
  /** `cancelled`: called off by the user (or by cancelling the desktop release that started it). */
  status: z.enum(["running", "resolved", "cancelled"]),
  requestedAt: z.string(),
  endsAt: z.string(),
  resolvedAt: timestamp,
  protectionRestoredAt: timestamp,
  cancelledAt: timestamp,
  /** The desktop computer (app device id) whose release started it, else null. */
  startedByDeviceId: z.string().nullable(),
});

export function toCooldown(row: CooldownRow): z.infer<typeof cooldownSchema> {
  return {
    id: row.id,
    status: row.resolvedAt ? "resolved" : row.cancelledAt ? "cancelled" : "running",
    requestedAt: row.requestedAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    protectionRestoredAt: row.protectionRestoredAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    startedByDeviceId: row.startedByDeviceId,
  };
}

export const cooldownStatusSchema = z.object({
  status: z.enum(["running", "resolved", "none"]),
  endsAt: timestamp,
  /** Milliseconds until a running cooldown ends (0 once elapsed), null otherwise. */
  msRemaining: z.number().int().nullable(),
  protectionDisabledAt: timestamp,
  cooldown: cooldownSchema.nullable(),
});

export const cooldownRequestSchema = z.object({ created: z.boolean(), cooldown: cooldownSchema });

export const cooldownCancelSchema = z.object({ cooldown: cooldownSchema });

export const protectionStateSchema = z.object({
  protectionShouldBeActive: z.boolean(),
  mdmManaged: z.boolean(),
  protectionDisabledAt: timestamp,
  cooldown: cooldownStatusSchema,
  blocklist: z.object({
    mode: z.enum(["curated", "full"]),
    planMode: z.enum(["curated", "full"]),
    graceUntil: timestamp,
    customDomainLimit: z.number().int().nullable(),
  }),
});

export const passcodeBody = z.object({
  passcode: secretText({ min: 4, max: 4 }).regex(/^[0-9]{4}$/, "must be exactly 4 digits"),
});

export const passcodeSchema = z.object({
  isSet: z.boolean(),
  readable: z.boolean(),
  passcode: z.string().nullable(),
});

export const historyQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
export const historySchema = z.object({ cooldowns: z.array(cooldownSchema) });

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const insightsQuery = z.object({
  tz: serverCheck(
    shortLabelText({ max: 64 })
      .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, { message: "must be an IANA time zone such as Europe/Berlin" })
      .refine(isTimeZone, "must be an IANA time zone such as Europe/Berlin"),
    "an IANA time-zone name this server knows (Intl.DateTimeFormat), e.g. Europe/Berlin",
  ).default("UTC"),
});

export const insightsSchema = z.object({
  timeZone: z.string(),
  sampleSize: z.number().int(),
  byHour: z.array(z.number().int()),
  byWeekday: z.array(z.number().int()),
  peakHour: z.number().int().nullable(),
  peakWeekday: z.number().int().nullable(),
  requestsLast7Days: z.number().int(),
  requestsLast30Days: z.number().int(),
  completedCooldowns: z.number().int(),
  cancelledCooldowns: z.number().int(),
  protectedSince: timestamp,
  protectedDays: z.number().int().nullable(),
  averageHoursOff: z.number().nullable(),
});
