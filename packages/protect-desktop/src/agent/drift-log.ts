import { appendFile, mkdir } from "node:fs/promises";
import { dirname } from "node:path";

/** A repair of drifted protection: what changed and when. */
export interface DriftReport {
  readonly at: string;
  readonly items: readonly string[];
}

/**
 * Where drift goes. The seed has no server route for it, so the service writes it to a local log
 * (`<dataDir>/drift.log`); see the package README.
 */
export interface DriftSink {
  report(report: DriftReport): Promise<void>;
}

export class MemoryDriftSink implements DriftSink {
  readonly reports: DriftReport[] = [];
  readonly #waiters: (() => void)[] = [];
  async report(report: DriftReport) {
    this.reports.push(report);
    for (const wake of this.#waiters.splice(0)) wake();
  }
  /** Resolves once `count` reports have arrived. */
  async waitFor(count: number): Promise<readonly DriftReport[]> {
    while (this.reports.length < count) await new Promise<void>((resolve) => this.#waiters.push(resolve));
    return this.reports;
  }
}

/** One JSON line per report, appended. */
export class FileDriftLog implements DriftSink {
  readonly #path: string;
  constructor(path: string) {
    this.#path = path;
  }
  async report(report: DriftReport): Promise<void> {
    await mkdir(dirname(this.#path), { recursive: true, mode: 0o700 });
    await appendFile(this.#path, `${JSON.stringify(report)}\n`, { mode: 0o600 });
  }
}
