// Per-key debouncing: a burst of file-system notifications for one file becomes one call, made
// `delayMs` after the last notification. Different keys never delay each other.

export class Debouncer<K> {
  readonly delayMs: number;
  #run: (key: K) => void;
  #timers = new Map<K, ReturnType<typeof setTimeout>>();

  constructor(delayMs: number, run: (key: K) => void) {
    this.delayMs = delayMs;
    this.#run = run;
  }

  get pending(): number {
    return this.#timers.size;
  }

  schedule(key: K): void {
    const previous = this.#timers.get(key);
    if (previous) clearTimeout(previous);
    this.#timers.set(
      key,
      setTimeout(() => {
        this.#timers.delete(key);
        this.#run(key);
      }, this.delayMs),
    );
  }

  /** Drops every pending call. */
  cancel(): void {
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }
}
