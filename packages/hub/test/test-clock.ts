// A clock the test moves (the hub takes its time from the injected Clock): stamps stay strictly
// increasing like the system clock's, and `advance` passes time without waiting for it.
import type { Clock } from "../src/core/clock.ts";

export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function testClock(startIso = "2026-11-23T12:00:00.000Z"): TestClock {
  let now = Date.parse(startIso);
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
