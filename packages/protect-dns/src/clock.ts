/** Time source; tests pass a fixed or advancing clock instead of the wall clock. */
export interface Clock {
  now(): Date;
  /** The same instant in ms since the epoch, without a Date (the query path reads it per query). */
  millis(): number;
}

export const systemClock: Clock = { now: () => new Date(), millis: () => Date.now() };

/** A clock tests move by hand. */
export function manualClock(start: Date): Clock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    millis: () => current,
    advance(ms) {
      current += ms;
    },
    set(date) {
      current = date.getTime();
    },
  };
}
