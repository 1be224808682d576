/**
 * Reconnect delays: doubling from `initialMs` up to `maxMs`, with up to 20 % random jitter so many
 * connections dropped by one server restart do not all come back in the same instant.
 *
 * @example
 * reconnectDelay(3, { initialMs: 1000, maxMs: 300_000 }, () => 0); // 8000
 */
export function reconnectDelay(
  attempt: number,
  bounds: { initialMs: number; maxMs: number },
  random: () => number = Math.random,
): number {
  const base = Math.min(bounds.maxMs, bounds.initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(base * (1 + 0.2 * random()));
}
