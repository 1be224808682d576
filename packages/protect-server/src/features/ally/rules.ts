import type { AllyEventKind, AllyRow } from "../../db/schema/allies.ts";

/** What a relationship is at `now` (pure; the rows change lazily and through the ally job). */
export type AllyState = "invited" | "expired" | "active" | "ending" | "ended";

export function allyState(row: AllyRow, now: Date): AllyState {
  if (row.status === "ended") return "ended";
  if (row.status === "invited") return row.inviteExpiresAt > now ? "invited" : "expired";
  if (row.endsAt) return row.endsAt > now ? "ending" : "ended";
  return "active";
}

/** Whether the ally holds the two-person rule now: accepted, not ended, and its removal not yet in effect. */
export function holdsRule(row: AllyRow, now: Date): boolean {
  const state = allyState(row, now);
  if (state !== "active" && state !== "ending") return false;
  return row.twoPersonRule && (row.ruleOffAt === null || row.ruleOffAt > now);
}

/** Whether the ally is told about an event of this kind now. */
export function shares(row: AllyRow, kind: AllyEventKind, now: Date): boolean {
  const state = allyState(row, now);
  return (state === "active" || state === "ending") && row.sharedEvents.includes(kind);
}

/** Invitations and relationships that count against the plan's ally limit. */
export function countsAgainstLimit(row: AllyRow, now: Date): boolean {
  const state = allyState(row, now);
  return state === "invited" || state === "active" || state === "ending";
}

/**
 * Batching (README "Allies"): at most one digest mail per ally per window; the first event after a
 * quiet window goes out at the next run of the ally job (every minute), later ones wait for the
 * window's end and go out together.
 */
export const DIGEST_WINDOW_MS = 15 * 60_000;
