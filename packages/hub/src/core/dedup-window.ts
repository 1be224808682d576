// The exactly-once gate between the two paths that see a change: the API write and the file
// watcher. Whichever path emits first records the signature `type:id:stamp`; the other stays silent
// for a signature seen within the window.

export const DEDUP_WINDOW_MS = 15_000;
/** The cache is swept of expired signatures once it holds more than this many. */
export const DEDUP_CLEAN_ABOVE = 500;

export interface DedupWindowOptions {
  windowMs?: number;
  cleanAbove?: number;
  now?: () => number;
}

export class DedupWindow {
  readonly windowMs: number;
  readonly cleanAbove: number;
  #now: () => number;
  #seen = new Map<string, number>();

  constructor(options: DedupWindowOptions = {}) {
    this.windowMs = options.windowMs ?? DEDUP_WINDOW_MS;
    this.cleanAbove = options.cleanAbove ?? DEDUP_CLEAN_ABOVE;
    this.#now = options.now ?? Date.now;
  }

  /** Number of signatures held (expired ones included until the next sweep). */
  get size(): number {
    return this.#seen.size;
  }

  /** True the first time a signature is offered within the window; records it. */
  admit(signature: string): boolean {
    const now = this.#now();
    const seenAt = this.#seen.get(signature);
    if (seenAt !== undefined && now - seenAt < this.windowMs) return false;
    this.#seen.set(signature, now);
    if (this.#seen.size > this.cleanAbove) this.#sweep(now);
    return true;
  }

  #sweep(now: number): void {
    for (const [signature, seenAt] of this.#seen) {
      if (now - seenAt >= this.windowMs) this.#seen.delete(signature);
    }
  }
}
