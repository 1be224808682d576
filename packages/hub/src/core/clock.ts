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
