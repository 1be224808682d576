// Where allowed names are resolved: an interface, the query every implementation sends, and the
// pool that fails over between configured upstreams.
import { randomInt } from "node:crypto";
import { EDNS_DO, EDNS_UDP_SIZE, FLAG_CD, FLAG_RD, HEADER_SIZE, RrType } from "../wire/constants.ts";

export interface UpstreamQuestion {
  /** Wire question section (name, type, class), name lowercased. */
  question: Uint8Array;
  dnssecOk: boolean;
  checkingDisabled: boolean;
}

/** A recursive resolver the filtering resolver forwards to. */
export interface Upstream {
  /** Human-readable address, for logs. */
  readonly name: string;
  /**
   * Resolves with the upstream's answer to the question (any ID); rejects with an UpstreamError
   * on timeout, network failure or an answer that does not belong to the question.
   */
  resolve(question: UpstreamQuestion): Promise<Uint8Array>;
  close(): Promise<void>;
}

export class UpstreamError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "UpstreamError";
  }
}

/** A fresh random query ID (16 bits). */
export function randomId(): number {
  return randomInt(0, 0x10000);
}

/** The query sent upstream: RD (and CD if the client set it), the question, EDNS with DO copied. */
export function upstreamQuery(q: UpstreamQuestion, id: number): Uint8Array {
  const buf = Buffer.alloc(HEADER_SIZE + q.question.length + 11);
  buf.writeUInt16BE(id, 0);
  buf.writeUInt16BE(FLAG_RD | (q.checkingDisabled ? FLAG_CD : 0), 2);
  buf.writeUInt16BE(1, 4);
  buf.writeUInt16BE(1, 10);
  buf.set(q.question, HEADER_SIZE);
  const opt = HEADER_SIZE + q.question.length;
  buf[opt] = 0;
  buf.writeUInt16BE(RrType.OPT, opt + 1);
  buf.writeUInt16BE(EDNS_UDP_SIZE, opt + 3);
  buf.writeUInt16BE(q.dnssecOk ? EDNS_DO : 0, opt + 7);
  return buf;
}

/** True when `msg` is a response with this ID whose question equals `question` (case-insensitively). */
export function answersQuestion(msg: Uint8Array, id: number, question: Uint8Array): boolean {
  if (msg.length < HEADER_SIZE + question.length || ((msg[0]! << 8) | msg[1]!) !== id) return false;
  if ((msg[2]! & 0x80) === 0 || ((msg[4]! << 8) | msg[5]!) !== 1) return false;
  for (let i = 0; i < question.length; i++) {
    let x = msg[HEADER_SIZE + i]!;
    if (x >= 0x41 && x <= 0x5a) x |= 0x20;
    if (x !== question[i]) return false;
  }
  return true;
}

/**
 * Tries the upstreams in the configured order; one that fails is skipped for `downMs` (unless all
 * are down), so a dead primary costs one timeout, not one per query.
 */
export class UpstreamPool implements Upstream {
  readonly name: string;
  readonly #upstreams: readonly Upstream[];
  readonly #downUntil: number[];
  readonly #downMs: number;
  readonly #now: () => number;

  constructor(upstreams: readonly Upstream[], options: { downMs?: number; now?: () => number } = {}) {
    if (upstreams.length === 0) throw new Error("At least one upstream is needed");
    this.#upstreams = upstreams;
    this.#downUntil = upstreams.map(() => 0);
    this.#downMs = options.downMs ?? 10_000;
    this.#now = options.now ?? Date.now;
    this.name = upstreams.map((upstream) => upstream.name).join(", ");
  }

  async resolve(question: UpstreamQuestion): Promise<Uint8Array> {
    const now = this.#now();
    const order = this.#upstreams.map((_, i) => i);
    const healthy = order.filter((i) => this.#downUntil[i]! <= now);
    const tries = healthy.length > 0 ? [...healthy, ...order.filter((i) => !healthy.includes(i))] : order;
    let last: unknown;
    for (const i of tries.slice(0, 2)) {
      try {
        return await this.#upstreams[i]!.resolve(question);
      } catch (error) {
        last = error;
        this.#downUntil[i] = this.#now() + this.#downMs;
      }
    }
    throw last instanceof UpstreamError ? last : new UpstreamError("Every upstream failed", { cause: last });
  }

  async close(): Promise<void> {
    await Promise.all(this.#upstreams.map((upstream) => upstream.close()));
  }
}

/** An upstream answering from a function: for tests of the rules, no sockets. */
export class MemoryUpstream implements Upstream {
  readonly name = "memory";
  readonly queries: UpstreamQuestion[] = [];
  readonly #answer: (query: Uint8Array) => Uint8Array | Promise<Uint8Array>;

  constructor(answer: (query: Uint8Array) => Uint8Array | Promise<Uint8Array>) {
    this.#answer = answer;
  }

  async resolve(question: UpstreamQuestion): Promise<Uint8Array> {
    this.queries.push(question);
    const id = randomId();
    const answer = await this.#answer(upstreamQuery(question, id));
    if (!answersQuestion(answer, id, question.question)) throw new UpstreamError("Answer for another question");
    return answer;
  }

  async close(): Promise<void> {}
}
