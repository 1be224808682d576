// Upstream answers kept for their TTL, bounded in bytes. Eviction is FIFO with a second chance
// (an entry read since it was last considered goes round once more), which keeps popular names
// without the cost of reordering on every hit.
//
// Entries are found by the question's name, then by its variant (type, DO, CD) in a short chain:
// the name is the string the query parser made, so a lookup hashes it once and builds no key.
import type { ListVerdicts } from "../policy/decide.ts";
import type { ScannedAnswer } from "../wire/scan.ts";

/** Rough cost of an entry beyond its bytes: key, object, typed-array headers, map slot. */
const ENTRY_OVERHEAD = 200;

export interface CachedAnswer {
  answer: ScannedAnswer;
  /** When it was stored, in ms of the cache clock. */
  storedAt: number;
  expiresAt: number;
  cost: number;
  read: boolean;
  /** The shared lists' verdicts on the question's name, kept by the resolver. */
  verdicts?: ListVerdicts;
  readonly variant: number;
  /** The next variant of the same name. */
  next: CachedAnswer | null;
}

export interface AnswerCacheOptions {
  maxBytes: number;
  /** Longest time an answer is kept, in seconds, whatever its TTL. */
  maxTtl: number;
}

/** The part of a question besides its name that selects an answer: type, DO and CD bits. */
export function answerVariant(type: number, dnssecOk: boolean, checkingDisabled: boolean): number {
  return type * 4 + (dnssecOk ? 2 : 0) + (checkingDisabled ? 1 : 0);
}

export class AnswerCache {
  /** Name → first variant stored for it; insertion order is the eviction order. */
  readonly #names = new Map<string, CachedAnswer>();
  readonly #options: AnswerCacheOptions;
  #size = 0;
  #bytes = 0;

  constructor(options: AnswerCacheOptions) {
    this.#options = options;
  }

  /** Number of answers stored. */
  get size(): number {
    return this.#size;
  }

  /** Bytes accounted to the stored answers. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The fresh entry for `name` and `variant`, or undefined (an expired one is dropped). */
  get(name: string, variant: number, now: number): CachedAnswer | undefined {
    let entry = this.#names.get(name);
    while (entry !== undefined && entry.variant !== variant) entry = entry.next ?? undefined;
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= now) {
      this.#remove(name, entry);
      return undefined;
    }
    entry.read = true;
    return entry;
  }

  /** Stores an answer for min(its TTL, maxTtl) seconds; answers with TTL 0 are not stored. */
  set(name: string, variant: number, answer: ScannedAnswer, now: number): void {
    const ttl = Math.min(answer.ttl, this.#options.maxTtl);
    if (ttl <= 0) return;
    const cost = answer.bytes.length + name.length * 2 + answer.ttlOffsets.byteLength * 3 + ENTRY_OVERHEAD;
    if (cost > this.#options.maxBytes) return;
    let previous = this.#names.get(name);
    while (previous !== undefined && previous.variant !== variant) previous = previous.next ?? undefined;
    if (previous !== undefined) this.#remove(name, previous);
    const head = this.#names.get(name) ?? null;
    const entry: CachedAnswer = {
      answer,
      storedAt: now,
      expiresAt: now + ttl * 1000,
      cost,
      read: false,
      variant,
      next: head,
    };
    // A name stored anew goes to the back of the eviction order.
    this.#names.delete(name);
    this.#names.set(name, entry);
    this.#size += 1;
    this.#bytes += cost;
    this.#evict(now);
  }

  clear(): void {
    this.#names.clear();
    this.#size = 0;
    this.#bytes = 0;
  }

  #remove(name: string, entry: CachedAnswer): void {
    const head = this.#names.get(name);
    if (head === entry) {
      if (entry.next === null) this.#names.delete(name);
      else this.#names.set(name, entry.next);
    } else {
      let before = head;
      while (before !== undefined && before.next !== entry) before = before.next ?? undefined;
      if (before !== undefined) before.next = entry.next;
    }
    this.#size -= 1;
    this.#bytes -= entry.cost;
  }

  #evict(now: number): void {
    // Each pass looks at every name at most twice: once to clear read marks, once to evict.
    let budget = this.#names.size * 2;
    while (this.#bytes > this.#options.maxBytes && budget-- > 0) {
      const oldest = this.#names.entries().next();
      if (oldest.done) return;
      const [name, head] = oldest.value;
      this.#names.delete(name);
      // Keep the variants read since they were last considered (marks cleared), drop the others.
      let kept: CachedAnswer | null = null;
      for (let entry: CachedAnswer | null = head; entry !== null; ) {
        const next: CachedAnswer | null = entry.next;
        if (entry.read && entry.expiresAt > now) {
          entry.read = false;
          entry.next = kept;
          kept = entry;
        } else {
          this.#size -= 1;
          this.#bytes -= entry.cost;
        }
        entry = next;
      }
      if (kept !== null) this.#names.set(name, kept);
    }
  }
}
