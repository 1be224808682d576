// Where a day's discovery report goes: protect-server (POST /api/resolver/discoveries), or memory in tests.
import { DISCOVERY_BATCH_MAX, SECRET_HEADER } from "../policy/contract.ts";
import { ProtectServerError } from "../policy/http-policy-source.ts";
import type { DayReport } from "./discovery-counter.ts";

export interface DiscoverySink {
  /** One request: a day's names (at most DISCOVERY_BATCH_MAX; the reporter splits bigger days). */
  send(report: DayReport): Promise<void>;
}

export class MemoryDiscoverySink implements DiscoverySink {
  readonly reports: DayReport[] = [];
  async send(report: DayReport): Promise<void> {
    this.reports.push(report);
  }
}

export class HttpDiscoverySink implements DiscoverySink {
  readonly #url: string;
  readonly #secret: string;

  constructor(options: { baseUrl: string; secret: string }) {
    this.#url = `${options.baseUrl.replace(/\/+$/, "")}/api/resolver/discoveries`;
    this.#secret = options.secret;
  }

  async send(report: DayReport): Promise<void> {
    if (report.names.length > DISCOVERY_BATCH_MAX) throw new Error(`At most ${DISCOVERY_BATCH_MAX} names per request`);
    const response = await fetch(this.#url, {
      method: "POST",
      headers: { [SECRET_HEADER]: this.#secret, "content-type": "application/json" },
      body: JSON.stringify(report),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (response.status !== 200) {
      throw new ProtectServerError(
        `POST /api/resolver/discoveries: HTTP ${response.status}: ${text.slice(0, 200)}`,
        response.status,
      );
    }
  }
}
