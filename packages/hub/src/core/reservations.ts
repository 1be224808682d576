// File reservations of the core: input checked, rules applied under the table's lock, one event
// per change (`reservation` created, updated (renewed), released, expired). The Hub delegates here.
import type {
  AgentHubEvent,
  ListReservationsFilter,
  Reservation,
  ReservationChange,
  ReservationCheck,
  ReservationCheckInput,
  ReservationCreate,
} from "./api.ts";
import type { Clock } from "./clock.ts";
import {
  checkInput,
  definedOnly,
  reservationChangeRules,
  reservationCheckRules,
  reservationCreateRules,
  reservationFilterRules,
} from "./input-rules.ts";
import { patternsOverlap } from "./path-patterns.ts";
import {
  addReservation,
  conflictsOf,
  dropExpired,
  isExpired,
  type ReservationTable,
  removeReservation,
  renewReservation,
} from "./reservation-rules.ts";
import type { ReservationStore } from "./reservation-store.ts";

export interface ReservationsOptions {
  store: ReservationStore;
  clock: Clock;
  /** The Hub's one emit function. */
  emit(event: AgentHubEvent, stamp: string): void;
}

type ReservationAction = "created" | "updated" | "released" | "expired";

export class Reservations {
  #store: ReservationStore;
  #clock: Clock;
  #emit: ReservationsOptions["emit"];

  constructor(options: ReservationsOptions) {
    this.#store = options.store;
    this.#clock = options.clock;
    this.#emit = options.emit;
  }

  async reserve(input: ReservationCreate): Promise<Reservation> {
    const valid = checkInput(reservationCreateRules, definedOnly(input), "reservation");
    const reservation = await this.#change((table, nowMs) =>
      addReservation(table, valid, { nowMs, stamp: this.#clock.stamp() }),
    );
    this.#announce("created", reservation, `created@${reservation.createdAt}`);
    return reservation;
  }

  async list(filter: ListReservationsFilter = {}): Promise<Reservation[]> {
    const valid = checkInput(reservationFilterRules, definedOnly(filter), "reservation filter");
    const nowMs = this.#clock.nowMs();
    return (await this.#store.read()).reservations.filter(
      (reservation) =>
        !isExpired(reservation, nowMs) &&
        (!valid.agent || reservation.agent === valid.agent) &&
        (!valid.path || reservation.paths.some((path) => patternsOverlap(path, valid.path!))),
    );
  }

  async check(input: ReservationCheckInput): Promise<ReservationCheck> {
    const valid = checkInput(reservationCheckRules, definedOnly(input), "reservation check");
    const conflicts = conflictsOf((await this.#store.read()).reservations, valid, this.#clock.nowMs());
    return { ok: conflicts.length === 0, conflicts };
  }

  async renew(id: string, change: ReservationChange): Promise<Reservation> {
    const valid = checkInput(reservationChangeRules, definedOnly(change), "reservation change");
    const reservation = await this.#change((table, nowMs) => renewReservation(table, id, valid, nowMs));
    this.#announce("updated", reservation, `updated@${reservation.expiresAt}`);
    return reservation;
  }

  async release(id: string, change: ReservationChange): Promise<Reservation> {
    const { ttlSeconds: _unused, ...valid } = checkInput(reservationChangeRules, definedOnly(change), "release");
    const reservation = await this.#change((table, nowMs) => removeReservation(table, id, valid, nowMs));
    this.#announce("released", reservation, "released");
    return reservation;
  }

  /** Removes expired reservations from the file and announces each. */
  async sweep(): Promise<Reservation[]> {
    // Read first without the lock: the server sweeps every few seconds, mostly finding nothing.
    const nowMs = this.#clock.nowMs();
    if (!(await this.#store.read()).reservations.some((reservation) => isExpired(reservation, nowMs))) return [];
    const expired = await this.#store.change((table) => {
      const swept = dropExpired(table, this.#clock.nowMs());
      return { table: swept.table, result: swept.expired };
    });
    for (const reservation of expired) this.#announce("expired", reservation, "expired");
    return expired;
  }

  /** A change under the table's lock; expired reservations are dropped (and announced) on the way. */
  async #change(
    change: (table: ReservationTable, nowMs: number) => { table: ReservationTable; reservation: Reservation },
  ): Promise<Reservation> {
    const { reservation, expired } = await this.#store.change((table) => {
      const nowMs = this.#clock.nowMs();
      const swept = dropExpired(table, nowMs);
      const changed = change(swept.table, nowMs);
      return { table: changed.table, result: { reservation: changed.reservation, expired: swept.expired } };
    });
    for (const gone of expired) this.#announce("expired", gone, "expired");
    return reservation;
  }

  #announce(action: ReservationAction, reservation: Reservation, stamp: string): void {
    this.#emit(
      { type: "reservation", action, id: reservation.id, agent: reservation.agent, paths: reservation.paths },
      stamp,
    );
  }
}
