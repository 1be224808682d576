// Where device handshakes go: protect-server's handshake route, or memory in tests.
import type { HandshakeResponse } from "../policy/contract.ts";

export interface HandshakeReport {
  /** The raw device token, as protect-server matches it. */
  token: string;
  /** Time of the device's latest query (ms since epoch). */
  lastQueryAt: number;
}

export interface HandshakeSink {
  /** Sends one batch; rejects when it did not reach the server (the reporter then retries). */
  send(reports: readonly HandshakeReport[]): Promise<HandshakeResponse["results"]>;
}

/** Records every batch; `failing` makes sends reject, as an unreachable server does. */
export class MemoryHandshakeSink implements HandshakeSink {
  readonly batches: HandshakeReport[][] = [];
  failing = false;

  async send(reports: readonly HandshakeReport[]): Promise<HandshakeResponse["results"]> {
    if (this.failing) throw new Error("Handshake server unreachable");
    this.batches.push([...reports]);
    return reports.map(() => ({ status: "active" as const }));
  }

  /** Every report sent so far, in order. */
  get reports(): HandshakeReport[] {
    return this.batches.flat();
  }
}
