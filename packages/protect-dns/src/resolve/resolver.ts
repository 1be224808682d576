// The resolver core: one DNS message in, one answer out, whatever the transport. Parses the query,
// answers the canaries, finds the device by its token, applies the user's policy, and serves the
// rest from the cache or the upstream. Cache hits are answered synchronously.
import { DomainIndex } from "../blocklist/domain-index.ts";
import type { Clock } from "../clock.ts";
import type { DiscoveryObserver } from "../discovery/discovery-tap.ts";
import type { HandshakeReporter } from "../handshake/handshake-reporter.ts";
import { type Block, decide, genericPolicy, newListVerdicts } from "../policy/decide.ts";
import type { PolicyView, UserPolicy } from "../policy/policy-store.ts";
import { chainEnd, joinChain, targetQuestion } from "../wire/chain.ts";
import {
  CLASS_IN,
  CLASSIC_UDP_SIZE,
  EDNS_UDP_SIZE,
  EdeCode,
  FLAG_CD,
  HEADER_SIZE,
  MAX_MESSAGE_SIZE,
  Rcode,
  RrType,
} from "../wire/constants.ts";
import { parseQuery, type Query, QueryFault } from "../wire/query.ts";
import { renderAnswer } from "../wire/render.ts";
import {
  type AnswerShape,
  type ExtendedError,
  errorResponse,
  nxdomainResponse,
  type SyntheticSoa,
} from "../wire/response.ts";
import { type ScannedAnswer, scanAnswer } from "../wire/scan.ts";
import { type AnswerCache, answerVariant } from "./answer-cache.ts";
import type { Upstream } from "./upstream.ts";

/** How a query arrived: decides size limits, padding, and where the token came from. */
export type Transport = "udp" | "tcp" | "dot" | "doh";

export interface QueryContext {
  transport: Transport;
  /** Device token from the DoH path, the DoT SNI label, a PROXY header, or the plain-DNS default. */
  token: string | null;
}

export interface Reply {
  bytes: Uint8Array;
  /** Seconds an HTTP cache may keep the answer (the smallest TTL); 0 for errors. */
  ttl: number;
}

/** What happens to queries without a known device token. */
export type UnknownTokenPolicy = "refuse" | "curated" | "full";

export interface ResolverOptions {
  policy: PolicyView;
  upstream: Upstream;
  cache: AnswerCache;
  clock: Clock;
  handshakes: Pick<HandshakeReporter, "seen">;
  soa: { mname: string; rname: string };
  /** TTL of synthesised NXDOMAIN answers (blocked names, canaries), seconds. */
  blockedTtl: number;
  unknownToken: UnknownTokenPolicy;
  /** Names always answered NXDOMAIN (and their subdomains). */
  canaries: readonly string[];
  onUpstreamError?: (error: unknown) => void;
  /** Counts answered names that are on no list, per device (discovery of new gambling domains). */
  discovery?: DiscoveryObserver;
}

/** Domains that tell clients to keep using this resolver: Firefox's DoH canary, iCloud Private Relay. */
export const DEFAULT_CANARIES = ["use-application-dns.net", "mask.icloud.com", "mask-h2.icloud.com"] as const;

const EDE_TEXT: Record<Block["source"], string> = {
  custom: "Blocked by your own list",
  curated: "Blocked: gambling (curated list)",
  full: "Blocked: gambling (full list)",
  bypass: "Blocked: bypass route (own resolver, VPN or proxy)",
};

/** Pending upstream lookups, so that a burst of the same question makes one upstream query. */
type InFlight = Promise<ScannedAnswer | LookupFailure>;

/** Why a lookup gave no answer: the SERVFAIL's Extended DNS Error. */
interface LookupFailure {
  failure: ExtendedError;
}

const UPSTREAM_DOWN: LookupFailure = {
  failure: { code: EdeCode.NETWORK_ERROR, text: "Upstream resolver unreachable" },
};

class ChainError extends Error {}

const PADDED: AnswerShape = { pad: true, maxSize: MAX_MESSAGE_SIZE };
const STREAM: AnswerShape = { pad: false, maxSize: MAX_MESSAGE_SIZE };
const UDP_CLASSIC: AnswerShape = { pad: false, maxSize: CLASSIC_UDP_SIZE };
const UDP_EDNS: AnswerShape = { pad: false, maxSize: EDNS_UDP_SIZE };

function shapeOf(q: Query | QueryFault, transport: Transport): AnswerShape {
  if (transport !== "udp") return transport === "dot" || transport === "doh" ? PADDED : STREAM;
  if (q.edns === null) return UDP_CLASSIC;
  return q.edns.udpSize >= EDNS_UDP_SIZE ? UDP_EDNS : { pad: false, maxSize: q.edns.udpSize };
}

export class Resolver {
  readonly #options: ResolverOptions;
  readonly #canaries: DomainIndex;
  readonly #inFlight = new Map<string, InFlight>();
  readonly #generic: UserPolicy | null;
  readonly #soa: SyntheticSoa;

  constructor(options: ResolverOptions) {
    this.#options = options;
    this.#canaries = DomainIndex.from(options.canaries);
    this.#generic = options.unknownToken === "refuse" ? null : genericPolicy(options.unknownToken, DomainIndex.empty);
    this.#soa = { ...options.soa, ttl: options.blockedTtl };
  }

  /**
   * Answers one message. Returns null for what gets no answer at all (shorter than a header, or
   * itself a response); otherwise a Reply, synchronously when no upstream is needed. `msg` is only
   * read during the call: the caller may reuse its memory afterwards.
   */
  handle(msg: Uint8Array, ctx: QueryContext): Reply | Promise<Reply> | null {
    const q = parseQuery(msg);
    if (q === null) return null;
    const shape = shapeOf(q, ctx.transport);
    if (q instanceof QueryFault) return { bytes: errorResponse(q, q.rcode, shape), ttl: 0 };
    if (q.qclass !== CLASS_IN || q.type === RrType.AXFR || q.type === RrType.IXFR) {
      return { bytes: errorResponse(q, q.qclass === CLASS_IN ? Rcode.NOTIMP : Rcode.REFUSED, shape), ttl: 0 };
    }
    const canary = this.#canaries.match(q.name);
    if (canary >= 0) return this.#nxdomain(q, shape, q.name.slice(canary), null);

    const policy = this.#options.policy;
    if (!policy.ready) {
      const ede = { code: EdeCode.NOT_READY, text: "Policies not loaded yet" };
      return { bytes: errorResponse(q, Rcode.SERVFAIL, shape, ede), ttl: 0 };
    }
    const now = this.#options.clock.millis();
    const device = ctx.token === null ? undefined : policy.deviceByToken(ctx.token);
    let user: UserPolicy;
    let deviceKey: string | null = null;
    if (device !== undefined) {
      deviceKey = device.tokenHash;
      user = device.user;
      this.#options.handshakes.seen(ctx.token!, device.tokenHash, now);
    } else if (this.#generic !== null) {
      user = this.#generic;
    } else {
      const text = ctx.token === null ? "A device token is required" : "Unknown device token";
      return { bytes: errorResponse(q, Rcode.REFUSED, shape, { code: EdeCode.PROHIBITED, text }), ttl: 0 };
    }

    // The cache first: a cached name carries the lists' verdicts on it (the user's own list and
    // the protection state are asked every time).
    const variant = answerVariant(q.type, q.edns?.dnssecOk ?? false, (q.flags & FLAG_CD) !== 0);
    const cached = this.#options.cache.get(q.name, variant, now);
    if (cached !== undefined) {
      cached.verdicts ??= newListVerdicts();
      const block = decide(user, policy, q.name, now, cached.verdicts);
      if (block !== null) return this.#blocked(q, shape, block);
      return this.#serve(q, shape, user, cached.answer, Math.floor((now - cached.storedAt) / 1000), now, deviceKey);
    }
    const block = decide(user, policy, q.name, now);
    if (block !== null) return this.#blocked(q, shape, block);
    const key = `${q.name}|${variant}`;
    let pending = this.#inFlight.get(key);
    if (pending === undefined) {
      pending = this.#lookup(q, variant, key);
      this.#inFlight.set(key, pending);
    }
    // The caller may reuse `msg` once this returns (batched UDP does): the answer is built from a copy.
    const kept: Query = { ...q, message: q.message.slice() };
    return pending.then((answer) => {
      if ("failure" in answer) return { bytes: errorResponse(kept, Rcode.SERVFAIL, shape, answer.failure), ttl: 0 };
      const later = this.#options.clock.millis();
      return this.#serve(kept, shape, user, answer, 0, later, deviceKey);
    });
  }

  async #lookup(q: Query, variant: number, key: string): Promise<ScannedAnswer | LookupFailure> {
    const question = Buffer.from(q.message.subarray(HEADER_SIZE, q.questionEnd));
    for (let i = 0; i < question.length - 4; i++) {
      const c = question[i]!;
      if (c >= 0x41 && c <= 0x5a) question[i] = c | 0x20;
    }
    try {
      let answer = await this.#ask(q, question);
      // A CNAME whose target's records did not come with it: ask for the target, and again for
      // the next dangling target, up to MAX_CHAIN links (RFC 1034 §3.6.2). The joined answer is
      // one message, so its smallest TTL covers every link.
      for (;;) {
        const end = chainEnd(answer, q.name, q.type);
        if (end.kind === "complete") break;
        if (end.kind === "broken") throw new ChainError(`CNAME chain of "${q.name}": ${end.reason}`);
        const target = targetQuestion(answer, end.targetAt, question);
        if (target === null) throw new Error(`Unusable CNAME target in the answer for "${q.name}"`);
        const next = await this.#ask(q, target);
        const joined = scanAnswer(joinChain(answer, next), question);
        if (joined === null) throw new Error(`Unusable CNAME chain for "${q.name}"`);
        answer = joined;
        if (next.answerCount === 0 || next.rcode !== Rcode.NOERROR) break;
      }
      this.#options.cache.set(q.name, variant, answer, this.#options.clock.millis());
      return answer;
    } catch (error) {
      this.#options.onUpstreamError?.(error);
      if (error instanceof ChainError) return { failure: { code: EdeCode.OTHER, text: error.message } };
      return UPSTREAM_DOWN;
    } finally {
      this.#inFlight.delete(key);
    }
  }

  /** One question to the upstream, its answer scanned. */
  async #ask(q: Query, question: Uint8Array): Promise<ScannedAnswer> {
    const raw = await this.#options.upstream.resolve({
      question,
      dnssecOk: q.edns?.dnssecOk ?? false,
      checkingDisabled: (q.flags & FLAG_CD) !== 0,
    });
    const answer = scanAnswer(raw, question);
    if (answer === null) throw new Error(`Unusable answer from ${this.#options.upstream.name}`);
    return answer;
  }

  #serve(
    q: Query,
    shape: AnswerShape,
    user: UserPolicy,
    answer: ScannedAnswer,
    age: number,
    now: number,
    deviceKey: string | null,
  ): Reply {
    // An allowed name that is an alias of a blocked one is blocked too (CNAME cloaking).
    for (const target of answer.cnames) {
      const block = decide(user, this.#options.policy, target, now);
      if (block !== null) return this.#blocked(q, shape, block);
    }
    const discovery = this.#options.discovery;
    if (
      discovery !== undefined &&
      deviceKey !== null &&
      answer.rcode === Rcode.NOERROR &&
      (q.type === RrType.A || q.type === RrType.AAAA)
    ) {
      discovery.observe(q.name, deviceKey, answer, now);
    }
    return { bytes: renderAnswer(answer, q, age, shape), ttl: Math.max(0, answer.ttl - age) };
  }

  #blocked(q: Query, shape: AnswerShape, block: Block): Reply {
    const code = block.source === "custom" ? EdeCode.FILTERED : EdeCode.BLOCKED;
    return this.#nxdomain(q, shape, block.zone, { code, text: EDE_TEXT[block.source] });
  }

  #nxdomain(q: Query, shape: AnswerShape, zone: string, ede: { code: number; text: string } | null): Reply {
    return { bytes: nxdomainResponse(q, shape, { zone, soa: this.#soa, ede }), ttl: this.#soa.ttl };
  }
}
