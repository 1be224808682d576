// Upstream answers kept for their TTL, bounded in bytes. Eviction is FIFO with a second chance
// (an entry read since it was last considered goes round once more), which keeps popular names
// without the cost of reordering on every hit.
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
}

export interface AnswerCacheOptions {
  maxBytes: number;
  /** Longest time an answer is kept, in seconds, whatever its TTL. */
  maxTtl: number;
}

export class AnswerCache {
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #options: AnswerCacheOptions;
  #bytes = 0;

  constructor(options: AnswerCacheOptions) {
    this.#options = options;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Bytes accounted to the stored answers. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The fresh entry for `key`, or undefined (an expired one is dropped). */
  get(key: string, now: number): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= now) {
      this.#delete(key, entry);
      return undefined;
    }
    entry.read = true;
    return entry;
  }

  /** Stores an answer for min(its TTL, maxTtl) seconds; answers with TTL 0 are not stored. */
  set(key: string, answer: ScannedAnswer, now: number): void {
    const ttl = Math.min(answer.ttl, this.#options.maxTtl);
    if (ttl <= 0) return;
    const cost = answer.bytes.length + key.length * 2 + answer.ttlOffsets.byteLength * 3 + ENTRY_OVERHEAD;
    if (cost > this.#options.maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous !== undefined) this.#delete(key, previous);
    this.#entries.set(key, { answer, storedAt: now, expiresAt: now + ttl * 1000, cost, read: false });
    this.#bytes += cost;
    this.#evict(now);
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #delete(key: string, entry: CachedAnswer): void {
    this.#entries.delete(key);
    this.#bytes -= entry.cost;
  }

  #evict(now: number): void {
    // Each pass looks at every entry at most twice: once to clear its read mark, once to evict.
    let budget = this.#entries.size * 2;
    while (this.#bytes > this.#options.maxBytes && budget-- > 0) {
      const oldest = this.#entries.entries().next();
      if (oldest.done) return;
      const [key, entry] = oldest.value;
      this.#entries.delete(key);
      if (entry.read && entry.expiresAt > now) {
        entry.read = false;
        this.#entries.set(key, entry);
      } else {
        this.#bytes -= entry.cost;
      }
    }
  }
}
