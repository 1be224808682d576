// Sends each ended day's discovery report to the sink: split into requests of at most
// DISCOVERY_BATCH_MAX names, retried on the next check while the server is unreachable (at most
// three days kept; older ones are dropped rather than held on to).
import type { Clock } from "../clock.ts";
import { DISCOVERY_BATCH_MAX } from "../policy/contract.ts";
import { type DayReport, type DiscoveryCounter, dayNumber } from "./discovery-counter.ts";
import type { DiscoverySink } from "./discovery-sink.ts";

const KEPT_DAYS = 3;

export interface DiscoveryReporterOptions {
  counter: DiscoveryCounter;
  sink: DiscoverySink;
  clock: Clock;
  /** How often to look for an ended day (default 10 minutes). */
  checkIntervalMs?: number;
  onError?: (error: unknown) => void;
  onReported?: (report: { day: string; names: number }) => void;
}

export class DiscoveryReporter {
  readonly #options: DiscoveryReporterOptions;
  #pending: DayReport[] = [];
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;

  constructor(options: DiscoveryReporterOptions) {
    this.#options = options;
  }

  start(): void {
    this.#timer ??= setInterval(() => void this.reportDue(), this.#options.checkIntervalMs ?? 600_000);
    this.#timer.unref();
  }

  /** Reports every day that ended by the clock's now (one run at a time). */
  reportDue(): Promise<void> {
    this.#running ??= this.#report().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  /** Ends the current day early (DiscoveryCounter.closeDay) and reports it. */
  async endDay(): Promise<void> {
    await this.#running;
    this.#options.counter.closeDay();
    await this.reportDue();
  }

  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  async #report(): Promise<void> {
    const { counter, sink, clock } = this.#options;
    counter.roll(dayNumber(clock.millis()));
    this.#pending.push(...counter.takeCompleted());
    this.#pending = this.#pending.slice(-KEPT_DAYS);
    while (this.#pending.length > 0) {
      const report = this.#pending[0]!;
      try {
        for (let at = 0; at < report.names.length || at === 0; at += DISCOVERY_BATCH_MAX) {
          await sink.send({ ...report, names: report.names.slice(at, at + DISCOVERY_BATCH_MAX) });
          if (report.names.length === 0) break;
        }
      } catch (error) {
        this.#options.onError?.(error);
        return;
      }
      this.#pending.shift();
      this.#options.onReported?.({ day: report.day, names: report.names.length });
    }
  }
}
