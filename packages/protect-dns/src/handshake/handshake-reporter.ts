// Reports device activity to protect-server: a device's first query, then at most once per interval
// (a minute), so that a pending device becomes active and lastDnsQueryAt moves. Reports are batched,
// sent off the query path, retried with backoff while the server is unreachable, and bounded: one
// pending report per device (a newer query replaces it) and at most `maxPending` in all.
import type { Clock } from "../clock.ts";
import type { HandshakeReport, HandshakeSink } from "./handshake-sink.ts";

export interface HandshakeReporterOptions {
  sink: HandshakeSink;
  clock: Clock;
  /** At most one report per device per interval (ms). */
  intervalMs?: number;
  /** Wait this long after the first queued report, to batch others with it (ms). */
  batchDelayMs?: number;
  batchSize?: number;
  maxPending?: number;
  /** Retry delays double from `retryMinMs` up to `retryMaxMs`. */
  retryMinMs?: number;
  retryMaxMs?: number;
  onError?: (error: unknown, pending: number) => void;
}

export class HandshakeReporter {
  /** Device key (token hash) → when its last report was queued (ms). */
  readonly #lastQueued = new Map<string, number>();
  /** Token → report waiting to be sent. */
  readonly #pending = new Map<string, HandshakeReport>();
  readonly #options: Required<Omit<HandshakeReporterOptions, "onError">> & Pick<HandshakeReporterOptions, "onError">;
  #timer: NodeJS.Timeout | null = null;
  #sending: Promise<void> | null = null;
  #retryDelay = 0;
  #dropped = 0;
  #closed = false;

  constructor(options: HandshakeReporterOptions) {
    this.#options = {
      intervalMs: 60_000,
      batchDelayMs: 1000,
      batchSize: 500,
      maxPending: 100_000,
      retryMinMs: 1000,
      retryMaxMs: 60_000,
      ...options,
    };
  }

  /** Reports waiting to be sent. */
  get pending(): number {
    return this.#pending.size;
  }

  /** Reports given up because `maxPending` was reached. */
  get dropped(): number {
    return this.#dropped;
  }

  /**
   * Notes a query of a known device. O(1) and synchronous: the query path never waits for the
   * server. `now` (ms) is the query's time when the caller already has it.
   */
  seen(token: string, deviceKey: string, now = this.#options.clock.millis()): void {
    const last = this.#lastQueued.get(deviceKey);
    if (last !== undefined && now - last < this.#options.intervalMs) return;
    this.#lastQueued.set(deviceKey, now);
    if (!this.#pending.has(token) && this.#pending.size >= this.#options.maxPending) {
      const oldest = this.#pending.keys().next();
      if (!oldest.done) this.#pending.delete(oldest.value);
      this.#dropped += 1;
    }
    this.#pending.delete(token);
    this.#pending.set(token, { token, lastQueryAt: now });
    if (this.#lastQueued.size > 2 * this.#options.maxPending) this.#forgetOld(now);
    this.#schedule(this.#options.batchDelayMs);
  }

  /** Sends everything pending now; resolves when done (or failed, leaving it pending). */
  async flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    while (this.#sending) await this.#sending;
    while (this.#pending.size > 0 && !this.#closed) {
      const ok = await this.#sendBatch();
      if (!ok) return;
    }
  }

  /** Stops the timer; what is pending is tried once more. */
  async close(): Promise<void> {
    await this.flush().catch(() => {});
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #schedule(delay: number): void {
    if (this.#timer || this.#closed) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.flush();
    }, delay);
    this.#timer.unref();
  }

  /** Sends up to one batch; on failure puts it back (unless newer reports replaced it) and backs off. */
  async #sendBatch(): Promise<boolean> {
    const batch: HandshakeReport[] = [];
    for (const report of this.#pending.values()) {
      batch.push(report);
      if (batch.length >= this.#options.batchSize) break;
    }
    for (const report of batch) this.#pending.delete(report.token);
    let done!: () => void;
    this.#sending = new Promise((resolve) => {
      done = resolve;
    });
    try {
      await this.#options.sink.send(batch);
      this.#retryDelay = 0;
      return true;
    } catch (error) {
      this.#options.onError?.(error, this.#pending.size);
      // A request the server rejects as such is not retried: it would be rejected again.
      if ((error as { permanent?: boolean }).permanent === true) return true;
      for (const report of batch) {
        if (!this.#pending.has(report.token) && this.#pending.size < this.#options.maxPending) {
          this.#pending.set(report.token, report);
        }
      }
      this.#retryDelay = Math.min(
        this.#options.retryMaxMs,
        this.#retryDelay === 0 ? this.#options.retryMinMs : this.#retryDelay * 2,
      );
      this.#schedule(this.#retryDelay);
      return false;
    } finally {
      this.#sending = null;
      done();
    }
  }

  /** Entries older than the interval say nothing any more: a report would be due anyway. */
  #forgetOld(now: number): void {
    for (const [key, at] of this.#lastQueued) if (now - at >= this.#options.intervalMs) this.#lastQueued.delete(key);
  }
}
