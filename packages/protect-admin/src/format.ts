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
