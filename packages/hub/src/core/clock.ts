// Timestamps for entities. Stamps double as revision markers in the dedup signature, so two
// writes by this process must never share one: the clock is strictly increasing per process.

export interface Clock {
  /** ISO 8601 UTC, strictly greater than the previous value. */
  stamp(): string;
  nowMs(): number;
}

export function systemClock(): Clock {
  let last = 0;
  return {
    stamp() {
      last = Math.max(Date.now(), last + 1);
      return new Date(last).toISOString();
    },
    nowMs: () => Date.now(),
  };
}

/** A clock that moves only when told: tests of expiry advance it instead of sleeping. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
}

export function manualClock(startMs = Date.parse("2026-11-21T12:00:00.000Z")): ManualClock {
  let now = startMs;
  let last = 0;
  return {
    stamp() {
      last = Math.max(now, last + 1);
      return new Date(last).toISOString();
    },
    nowMs: () => now,
    advance(ms) {
      now += ms;
    },
  };
}
