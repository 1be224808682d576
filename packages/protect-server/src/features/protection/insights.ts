import type { CooldownRow } from "../../db/schema/cooldowns.ts";

const DAY_MS = 86_400_000;
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

export interface SosInsights {
  timeZone: string;
  /** How many cooldown requests the figures are based on (the newest 100 at most). */
  sampleSize: number;
  /** Requests per local hour of day, index 0 = 00:00–00:59. */
  byHour: number[];
  /** Requests per local weekday, index 0 = Monday … 6 = Sunday. */
  byWeekday: number[];
  /** The hour / weekday with the most requests (earliest on ties), null without requests. */
  peakHour: number | null;
  peakWeekday: number | null;
  requestsLast7Days: number;
  requestsLast30Days: number;
  /** Cooldowns that ran their 24 hours and turned protection off. */
  completedCooldowns: number;
  /** Cooldowns called off before they ended: the urge passed and protection stayed on. */
  cancelledCooldowns: number;
  /** Since when protection has been on without interruption; null while it is off. */
  protectedSince: string | null;
  /** Whole days since protectedSince (the streak), null while protection is off. */
  protectedDays: number | null;
  /** Mean hours protection stayed off after a completed cooldown until mark-active, null if never restored. */
  averageHoursOff: number | null;
}

function localHourAndWeekday(date: Date, timeZone: string): { hour: number; weekday: number } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    hourCycle: "h23",
    weekday: "short",
  }).formatToParts(date);
  const hour = Number(parts.find((part) => part.type === "hour")?.value ?? 0);
  const weekday = WEEKDAYS.indexOf(parts.find((part) => part.type === "weekday")?.value ?? "Mon");
  return { hour, weekday };
}

function peak(counts: number[]): number | null {
  let best = -1;
  let bestCount = 0;
  counts.forEach((count, index) => {
    if (count > bestCount) {
      best = index;
      bestCount = count;
    }
  });
  return best < 0 ? null : best;
}

/**
 * The SOS screen's picture of a user's urges: when cooldown requests happen (hour, weekday, recent
 * counts) and how long protection has held. Pure: the cooldown history (newest first), the account
 * and the clock in, figures out.
 */
export function computeSosInsights(input: {
  history: readonly CooldownRow[];
  accountCreatedAt: Date;
  protectionDisabledAt: Date | null;
  now: Date;
  timeZone: string;
}): SosInsights {
  const { history, now, timeZone } = input;
  const byHour = Array.from({ length: 24 }, () => 0);
  const byWeekday = Array.from({ length: 7 }, () => 0);
  let last7 = 0;
  let last30 = 0;
  for (const cooldown of history) {
    const { hour, weekday } = localHourAndWeekday(cooldown.requestedAt, timeZone);
    byHour[hour] = (byHour[hour] ?? 0) + 1;
    byWeekday[weekday] = (byWeekday[weekday] ?? 0) + 1;
    const age = now.getTime() - cooldown.requestedAt.getTime();
    if (age < 7 * DAY_MS) last7 += 1;
    if (age < 30 * DAY_MS) last30 += 1;
  }
  const completed = history.filter((cooldown) => cooldown.resolvedAt);
  const restored = completed.filter((cooldown) => cooldown.protectionRestoredAt);
  const hoursOff = restored.map(
    (cooldown) => ((cooldown.protectionRestoredAt?.getTime() ?? 0) - (cooldown.resolvedAt?.getTime() ?? 0)) / 3_600_000,
  );
  let protectedSince: Date | null = null;
  if (!input.protectionDisabledAt) {
    const lastRestore = restored.reduce<Date | null>(
      (latest, cooldown) =>
        cooldown.protectionRestoredAt && (!latest || cooldown.protectionRestoredAt > latest)
          ? cooldown.protectionRestoredAt
          : latest,
      null,
    );
    protectedSince = lastRestore ?? input.accountCreatedAt;
  }
  return {
    timeZone,
    sampleSize: history.length,
    byHour,
    byWeekday,
    peakHour: peak(byHour),
    peakWeekday: peak(byWeekday),
    requestsLast7Days: last7,
    requestsLast30Days: last30,
    completedCooldowns: completed.length,
    cancelledCooldowns: history.filter((cooldown) => cooldown.cancelledAt).length,
    protectedSince: protectedSince?.toISOString() ?? null,
    protectedDays: protectedSince ? Math.floor((now.getTime() - protectedSince.getTime()) / DAY_MS) : null,
    averageHoursOff:
      hoursOff.length > 0 ? Math.round((hoursOff.reduce((a, b) => a + b, 0) / hoursOff.length) * 10) / 10 : null,
  };
}
