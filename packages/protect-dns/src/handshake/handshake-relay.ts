// A query thread's side of the handshake: it notes a device at most once per interval and passes
// that on to the one HandshakeReporter of the process, which deduplicates across the threads.
import type { Clock } from "../clock.ts";

export interface HandshakeRelayOptions {
  clock: Clock;
  intervalMs: number;
  /** Hands one sighting to the reporter (a message to the main thread). */
  send: (token: string, deviceKey: string) => void;
  /** Bound on remembered devices before old entries are forgotten. */
  maxRemembered?: number;
}

export class HandshakeRelay {
  readonly #last = new Map<string, number>();
  readonly #options: Required<HandshakeRelayOptions>;
  /** The device passed on last, and when: a listener with one configured token looks up nothing. */
  #lastKey: string | null = null;
  #lastAt = 0;

  constructor(options: HandshakeRelayOptions) {
    this.#options = { maxRemembered: 200_000, ...options };
  }

  /** Same contract as HandshakeReporter.seen: O(1), synchronous. */
  seen(token: string, deviceKey: string, now = this.#options.clock.millis()): void {
    if (deviceKey === this.#lastKey && now - this.#lastAt < this.#options.intervalMs) return;
    const last = this.#last.get(deviceKey);
    if (last !== undefined && now - last < this.#options.intervalMs) return;
    this.#last.set(deviceKey, now);
    this.#lastKey = deviceKey;
    this.#lastAt = now;
    if (this.#last.size > this.#options.maxRemembered) {
      for (const [key, at] of this.#last) if (now - at >= this.#options.intervalMs) this.#last.delete(key);
    }
    this.#options.send(token, deviceKey);
  }
}
