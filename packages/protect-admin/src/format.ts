/** Pure formatting of what the console shows (tested in format.test.ts). */

/** "in 3 h 12 min" / "overdue by 25 min" for a queue deadline, from msUntilDeadline. */
export function deadlineText(msUntilDeadline: number): string {
  const overdue = msUntilDeadline < 0;
  const minutes = Math.floor(Math.abs(msUntilDeadline) / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const span = hours > 0 ? `${hours} h ${rest} min` : `${rest} min`;
  return overdue ? `overdue by ${span}` : `due in ${span}`;
}

export function isOverdue(msUntilDeadline: number): boolean {
  return msUntilDeadline < 0;
}

/** A timestamp for tables: `2026-06-01 10:00 UTC`, or an em dash for none. */
export function when(iso: string | null | undefined): string {
  if (!iso) return "—";
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The value of a date input (YYYY-MM-DD) as the end of that day in UTC, or undefined. */
export function endOfDayIso(date: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  return `${date}T23:59:59.000Z`;
}

/** The value of a date input (YYYY-MM-DD) as the start of that day (plus `days`) in UTC, or undefined. */
export function startOfDayIso(date: string, days = 0): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const start = new Date(`${date}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime())) return undefined;
  return new Date(start.getTime() + days * 86_400_000).toISOString();
}

/** An audit entry's details on one line: `key: value` pairs, arrays by their length. */
export function auditDetails(details: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(details)) {
    if (value === null || value === undefined) continue;
    const shown = Array.isArray(value)
      ? `${value.length} items`
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
    parts.push(`${key}: ${shown}`);
  }
  return parts.join(", ") || "—";
}
