// POST /api/devices/protected/handshake on protect-server (the contract's handshake route).
import { handshakeResponse, SECRET_HEADER } from "../policy/contract.ts";
import { ProtectServerError } from "../policy/http-policy-source.ts";
import type { HandshakeReport, HandshakeSink } from "./handshake-sink.ts";

export interface HttpHandshakeSinkOptions {
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class HttpHandshakeSink implements HandshakeSink {
  readonly #url: string;
  readonly #options: Required<Omit<HttpHandshakeSinkOptions, "baseUrl">>;

  constructor(options: HttpHandshakeSinkOptions) {
    this.#url = `${options.baseUrl.replace(/\/+$/, "")}/api/devices/protected/handshake`;
    this.#options = { timeoutMs: 10_000, fetch, ...options };
  }

  async send(reports: readonly HandshakeReport[]) {
    const body = {
      devices: reports.map((report) => ({
        token: report.token,
        lastQueryAt: new Date(report.lastQueryAt).toISOString(),
      })),
    };
    const response = await this.#options.fetch(this.#url, {
      method: "POST",
      headers: { [SECRET_HEADER]: this.#options.secret, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.#options.timeoutMs),
    });
    const text = await response.text();
    if (response.status !== 200) {
      throw new ProtectServerError(
        `POST /api/devices/protected/handshake: HTTP ${response.status}: ${text.slice(0, 200)}`,
        response.status,
      );
    }
    const parsed = handshakeResponse.safeParse(JSON.parse(text));
    if (!parsed.success || parsed.data.results.length !== reports.length) {
      throw new ProtectServerError(
        "POST /api/devices/protected/handshake: the answer does not match the contract",
        200,
      );
    }
    return parsed.data.results;
  }
}
