// The rules of file reservations, as pure functions of (table, input, time) → new table: who is in
// whose way, what expiry means, who may renew or release. The store (reservation-store.ts) only
// reads and writes the table; the Hub runs these under its lock.
import {
  HubError,
  type Reservation,
  type ReservationChange,
  type ReservationCheckInput,
  type ReservationCreate,
  type ReservationMode,
} from "./api.ts";
import { RESERVATION_TTL } from "./input-rules.ts";
import { patternsOverlap } from "./path-patterns.ts";

/** Every reservation of a project and the number of the next id. */
export interface ReservationTable {
  nextNumber: number;
  reservations: Reservation[];
}

export const EMPTY_RESERVATION_TABLE: ReservationTable = { nextNumber: 1, reservations: [] };

export const isExpired = (reservation: Reservation, nowMs: number) => Date.parse(reservation.expiresAt) <= nowMs;

/** The table without expired reservations, and those it dropped. */
export function dropExpired(
  table: ReservationTable,
  nowMs: number,
): { table: ReservationTable; expired: Reservation[] } {
  const expired = table.reservations.filter((reservation) => isExpired(reservation, nowMs));
  if (expired.length === 0) return { table, expired };
  return { table: { ...table, reservations: table.reservations.filter((r) => !isExpired(r, nowMs)) }, expired };
}

/**
 * Live reservations of other agents in the way of `request`: their patterns overlap and at least
 * one side is exclusive (exclusive is a write lock, shared a read lock).
 */
export function conflictsOf(
  reservations: readonly Reservation[],
  request: ReservationCheckInput,
  nowMs: number,
): Reservation[] {
  const mode: ReservationMode = request.mode ?? "exclusive";
  return reservations.filter(
    (held) =>
      !isExpired(held, nowMs) &&
      held.agent !== request.agent &&
      (mode === "exclusive" || held.mode === "exclusive") &&
      held.paths.some((heldPath) => request.paths.some((path) => patternsOverlap(heldPath, path))),
  );
}

/** `RSV-0001`: at least four digits, like the ids of records. */
export const reservationId = (number: number) => `RSV-${String(number).padStart(4, "0")}`;

/** A new reservation added to the table, or `conflict` naming every reservation in the way. */
export function addReservation(
  table: ReservationTable,
  input: ReservationCreate,
  now: { nowMs: number; stamp: string },
): { table: ReservationTable; reservation: Reservation } {
  const mode = input.mode ?? "exclusive";
  const conflicts = conflictsOf(table.reservations, { paths: input.paths, agent: input.agent, mode }, now.nowMs);
  if (conflicts.length > 0) {
    throw new HubError("conflict", `Cannot reserve ${quoted(input.paths)} ${mode}: ${describeConflicts(conflicts)}`);
  }
  const ttlSeconds = input.ttlSeconds ?? RESERVATION_TTL.defaultSeconds;
  const reservation: Reservation = {
    id: reservationId(table.nextNumber),
    agent: input.agent,
    paths: input.paths,
    mode,
    ...(input.taskId ? { taskId: input.taskId } : {}),
    ...(input.note ? { note: input.note } : {}),
    ttlSeconds,
    createdAt: now.stamp,
    expiresAt: new Date(now.nowMs + ttlSeconds * 1000).toISOString(),
  };
  return {
    table: { nextNumber: table.nextNumber + 1, reservations: [...table.reservations, reservation] },
    reservation,
  };
}

/** The live reservation `id`, held by `change.agent` unless `force`; `not_found` once expired. */
function heldReservation(table: ReservationTable, id: string, change: ReservationChange, nowMs: number): Reservation {
  const found = table.reservations.find((reservation) => reservation.id === id);
  if (!found || isExpired(found, nowMs)) {
    throw new HubError("not_found", `Reservation "${id}" not found (released or expired)`);
  }
  if (found.agent !== change.agent && !change.force) {
    throw new HubError(
      "conflict",
      `Reservation "${id}" is held by "${found.agent}", not "${change.agent}": pass force to change it anyway`,
    );
  }
  return found;
}

/** Extends a reservation to now + ttl (the one given, else its own). */
export function renewReservation(
  table: ReservationTable,
  id: string,
  change: ReservationChange,
  nowMs: number,
): { table: ReservationTable; reservation: Reservation } {
  const held = heldReservation(table, id, change, nowMs);
  const ttlSeconds = change.ttlSeconds ?? held.ttlSeconds;
  const reservation = { ...held, ttlSeconds, expiresAt: new Date(nowMs + ttlSeconds * 1000).toISOString() };
  return {
    table: { ...table, reservations: table.reservations.map((r) => (r.id === id ? reservation : r)) },
    reservation,
  };
}

export function removeReservation(
  table: ReservationTable,
  id: string,
  change: ReservationChange,
  nowMs: number,
): { table: ReservationTable; reservation: Reservation } {
  const reservation = heldReservation(table, id, change, nowMs);
  return { table: { ...table, reservations: table.reservations.filter((r) => r.id !== id) }, reservation };
}

function quoted(paths: readonly string[]): string {
  return paths.map((path) => `"${path}"`).join(", ");
}

/** `RSV-0003 "src/**" exclusive by "bob" until 2026-…` for each reservation in the way. */
export function describeConflicts(conflicts: readonly Reservation[]): string {
  return conflicts
    .map((held) => `${held.id} ${quoted(held.paths)} ${held.mode} by "${held.agent}" until ${held.expiresAt}`)
    .join("; ");
}
