// The retry schedule of every long-running client (event stream, work loop): doubling, capped.

export interface Backoff {
  /** Delay after the first failure. */
  firstMs: number;
  /** Upper bound of any delay. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { firstMs: 500, maxMs: 15_000 };

/** Delay before retry number `failures` (0-based): firstMs · 2^failures, at most maxMs. */
export function reconnectDelay(failures: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  return Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.min(failures, 30));
}
