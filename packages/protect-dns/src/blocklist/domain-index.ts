// The blocklist engine: one compact structure for millions of domains with suffix matching.
//
// Layout (see docs/decisions/protect-dns-blocklist-engine.md):
// - `text`: every domain's ASCII bytes, back to back (no separators);
// - `offsets`: where domain i starts (n + 1 entries, the last is the end);
// - an open-addressing hash table of `capacity` slots, two 32-bit words each (side by side, so a
//   probe reads one cache line): the entry's full hash, then entry index + 1 (0: empty). A probe
//   touches the text only when the full hash matches.
// The hash of a name is computed from its last character backwards, so one right-to-left pass over
// a query name yields the hash of every suffix at a label boundary: "a.b.example.com" probes "com",
// "example.com", "b.example.com", "a.b.example.com" for the price of hashing the name once. Entries
// have at least two labels, so the last label alone is never probed.
import { normaliseDomainBytes } from "./domain-name.ts";

const LOAD_FACTOR = 0.7;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Final mix of a 32-bit hash (MurmurHash3 fmix32), so that linear probing sees spread values. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The arrays behind an index; they may live in SharedArrayBuffers to be shared between threads. */
export interface DomainIndexArrays {
  text: Uint8Array;
  offsets: Uint32Array;
  /** 2 × capacity words: hash, entry + 1. */
  table: Uint32Array;
}

export class DomainIndex {
  readonly size: number;
  readonly #text: Uint8Array;
  readonly #offsets: Uint32Array;
  readonly #table: Uint32Array;
  readonly #capacity: number;

  constructor(arrays: DomainIndexArrays) {
    this.#text = arrays.text;
    this.#offsets = arrays.offsets;
    this.#table = arrays.table;
    this.#capacity = arrays.table.length >>> 1;
    this.size = arrays.offsets.length - 1;
  }

  static readonly empty: DomainIndex = new DomainIndex({
    text: new Uint8Array(0),
    offsets: new Uint32Array(1),
    table: new Uint32Array(2),
  });

  /**
   * Builds an index from normalised domains (see `normaliseDomain`); duplicates are kept once.
   *
   * @example DomainIndex.from(["casino.example"]).match("www.casino.example") // 4
   */
  static from(domains: Iterable<string>): DomainIndex {
    const builder = new DomainIndexBuilder(Array.isArray(domains) ? { expected: domains.length } : {});
    for (const domain of domains) builder.add(domain);
    return builder.build();
  }

  /** The arrays, e.g. to hand them to a worker thread. */
  get arrays(): DomainIndexArrays {
    return { text: this.#text, offsets: this.#offsets, table: this.#table };
  }

  /** Bytes held by the index. */
  get byteLength(): number {
    return this.#text.byteLength + this.#offsets.byteLength + this.#table.byteLength;
  }

  /**
   * Where the blocked suffix of `name` starts: the index into `name` of the shortest listed domain
   * that equals `name` or is a parent of it at a label boundary, or -1. `name` is lowercased
   * presentation form without the trailing dot.
   */
  match(name: string): number {
    if (this.size === 0) return -1;
    let h = FNV_OFFSET;
    let labels = 0;
    for (let i = name.length - 1; i >= 0; i--) {
      const c = name.charCodeAt(i);
      if (c === 0x2e && ++labels > 1 && this.#probe(mix(h), name, i + 1)) return i + 1;
      h = Math.imul(h ^ c, FNV_PRIME);
    }
    return name.length > 0 && this.#probe(mix(h), name, 0) ? 0 : -1;
  }

  /** True when `name` is blocked by the index (itself or a parent listed). */
  blocks(name: string): boolean {
    return this.match(name) >= 0;
  }

  /** True when exactly `domain` is listed. */
  has(domain: string): boolean {
    if (this.size === 0 || domain.length === 0) return false;
    let h = FNV_OFFSET;
    for (let i = domain.length - 1; i >= 0; i--) h = Math.imul(h ^ domain.charCodeAt(i), FNV_PRIME);
    return this.#probe(mix(h), domain, 0);
  }

  /** Every listed domain, in insertion order (for tests and diagnostics; not for the hot path). */
  *domains(): Generator<string> {
    for (let i = 0; i < this.size; i++) {
      yield Buffer.from(this.#text.buffer, this.#text.byteOffset + this.#offsets[i]!, this.#length(i)).toString(
        "latin1",
      );
    }
  }

  #length(entry: number): number {
    return this.#offsets[entry + 1]! - this.#offsets[entry]!;
  }

  #probe(hash: number, name: string, start: number): boolean {
    const length = name.length - start;
    const table = this.#table;
    let k = (hash % this.#capacity) << 1;
    for (;;) {
      const slot = table[k + 1]!;
      if (slot === 0) return false;
      if (table[k] === hash && this.#equals(slot - 1, name, start, length)) return true;
      k += 2;
      if (k === table.length) k = 0;
    }
  }

  #equals(entry: number, name: string, start: number, length: number): boolean {
    const from = this.#offsets[entry]!;
    if (this.#offsets[entry + 1]! - from !== length) return false;
    const text = this.#text;
    for (let i = 0; i < length; i++) if (text[from + i] !== name.charCodeAt(start + i)) return false;
    return true;
  }
}

/** Hash of a whole name, as `match` computes it for the name's longest suffix. */
function hashOf(text: Uint8Array, from: number, to: number): number {
  let h = FNV_OFFSET;
  for (let i = to - 1; i >= from; i--) h = Math.imul(h ^ text[i]!, FNV_PRIME);
  return mix(h);
}

/** Below this many bytes an array lives in ordinary memory; from it on, in growable shared memory. */
const SHARED_FROM = 1 << 16;
/** Address space reserved per expected domain for its text (names are at most 253 bytes; lists average ~20). */
const RESERVE_PER_DOMAIN = 64;

/**
 * Memory that grows in place and goes straight back to the system when dropped: a growable
 * SharedArrayBuffer is reserved address space that V8 commits page by page, outside the C
 * allocator's heap (whose freed blocks can stay in the process) and outside the JS heap. Being
 * shared, worker threads read it without a copy. Small arrays (a user's own domains) stay in
 * ordinary memory: a reservation per array would cost a memory mapping each.
 */
function growable(bytes: number, max: number): SharedArrayBuffer {
  // Views on it must be given their length: a view that tracks a growable buffer's length makes
  // V8 ask the runtime for that length on every element access (about 50 times slower).
  return new SharedArrayBuffer(bytes, { maxByteLength: Math.max(bytes, max) });
}

/** A buffer of exactly `bytes`: ordinary memory when small, else its own mapping. */
function fixedBuffer(bytes: number): ArrayBufferLike {
  return bytes < SHARED_FROM ? new ArrayBuffer(bytes) : growable(bytes, bytes);
}

/**
 * A buffer of at least `bytes` holding the first `used` bytes of `buffer`: grown in place when it
 * is growable shared memory with room left (by at most 1 MiB beyond the need), else a new one
 * with the contents copied (the old one is released when collected).
 */
function ensure(buffer: ArrayBufferLike, bytes: number, used: number, reserve: number): ArrayBufferLike {
  if (bytes <= buffer.byteLength) return buffer;
  const step = Math.min(1 << 20, Math.max(SHARED_FROM, buffer.byteLength >>> 3));
  const wanted = Math.ceil(bytes / step) * step;
  if (buffer instanceof SharedArrayBuffer && bytes <= buffer.maxByteLength) {
    buffer.grow(Math.min(wanted, buffer.maxByteLength));
    return buffer;
  }
  const moved =
    bytes < SHARED_FROM
      ? new ArrayBuffer(Math.min(SHARED_FROM, Math.max(bytes, 2 * buffer.byteLength, 256)))
      : growable(wanted, Math.max(2 * wanted, reserve));
  new Uint8Array(moved).set(new Uint8Array(buffer, 0, used));
  return moved;
}

/**
 * Collects domains and builds a DomainIndex. The text and offsets are written once, in place, into
 * growable shared memory that becomes the index (duplicates are squeezed out in place too), so
 * building leaves no garbage behind: the only other allocation is the hash table, at its final size.
 */
export class DomainIndexBuilder {
  #textBuffer: ArrayBufferLike = new ArrayBuffer(0);
  #offsetBuffer: ArrayBufferLike = new ArrayBuffer(0);
  #text: Uint8Array = new Uint8Array(0);
  #offsets: Uint32Array = new Uint32Array(0);
  #used = 0;
  #count = 0;
  readonly #expected: number;

  /** `expected`: about how many domains will come (reserves address space, not memory). */
  constructor(options: { expected?: number } = {}) {
    this.#expected = Math.max(0, options.expected ?? 0);
  }

  /** Number of domains added so far (duplicates included). */
  get count(): number {
    return this.#count;
  }

  /** Adds a domain already normalised (see `normaliseDomain`). */
  add(domain: string): void {
    const at = this.#reserve(domain.length);
    for (let i = 0; i < domain.length; i++) this.#text[at + i] = domain.charCodeAt(i);
    this.#commit(domain.length);
  }

  /**
   * Normalises one line of a list, `src[start, end)`, and adds it (see `normaliseDomainBytes`).
   * Returns false when the line is not a valid name (nothing is added).
   */
  addLine(src: Uint8Array, start: number, end: number): boolean {
    const at = this.#reserve(end - start);
    const length = normaliseDomainBytes(src, start, end, this.#text, at);
    if (length < 0) return false;
    this.#commit(length);
    return true;
  }

  /** Makes room for `length` more bytes and one more offset; returns where the text goes. */
  #reserve(length: number): number {
    if (this.#used + length > this.#text.length) {
      const reserve = this.#expected * RESERVE_PER_DOMAIN;
      this.#textBuffer = ensure(this.#textBuffer, this.#used + length, this.#used, reserve);
      this.#text = new Uint8Array(this.#textBuffer, 0, this.#textBuffer.byteLength);
    }
    if (this.#count + 2 > this.#offsets.length) {
      const bytes = (this.#count + 2) * 4;
      this.#offsetBuffer = ensure(this.#offsetBuffer, bytes, this.#count * 4, (this.#expected + 2) * 4);
      this.#offsets = new Uint32Array(this.#offsetBuffer, 0, this.#offsetBuffer.byteLength >>> 2);
    }
    return this.#used;
  }

  #commit(length: number): void {
    this.#offsets[this.#count] = this.#used;
    this.#used += length;
    this.#count += 1;
  }

  build(): DomainIndex {
    this.#reserve(0);
    const count = this.#count;
    const text = this.#text;
    const offsets = this.#offsets;
    offsets[count] = this.#used;
    const capacity = Math.max(1, Math.ceil(count / LOAD_FACTOR)) | 1;
    const table = new Uint32Array(fixedBuffer(2 * capacity * 4), 0, 2 * capacity);
    // Insert entry e as kept entry `kept`, moving its text left over the duplicates dropped so far;
    // `from` carries e's original start, as offsets[e] may already hold a compacted value.
    let kept = 0;
    let at = 0;
    let from = 0;
    for (let e = 0; e < count; e++) {
      const to = offsets[e + 1]!;
      const length = to - from;
      if (at !== from) text.copyWithin(at, from, to);
      from = to;
      const hash = hashOf(text, at, at + length);
      let k = (hash % capacity) << 1;
      let duplicate = false;
      for (;;) {
        const slot = table[k + 1]!;
        if (slot === 0) break;
        if (table[k] === hash) {
          const other = offsets[slot - 1]!;
          if (offsets[slot]! - other === length && sameBytes(text, other, at, length)) {
            duplicate = true;
            break;
          }
        }
        k += 2;
        if (k === table.length) k = 0;
      }
      if (duplicate) continue;
      table[k] = hash;
      table[k + 1] = kept + 1;
      offsets[kept] = at;
      at += length;
      kept += 1;
      offsets[kept] = at;
    }
    const index = new DomainIndex({
      text: new Uint8Array(this.#textBuffer, 0, at),
      offsets: new Uint32Array(this.#offsetBuffer, 0, kept + 1),
      table,
    });
    // The buffers now belong to the index; a builder used again starts afresh.
    this.#textBuffer = this.#offsetBuffer = new ArrayBuffer(0);
    this.#text = new Uint8Array(0);
    this.#offsets = new Uint32Array(0);
    this.#count = 0;
    this.#used = 0;
    return index;
  }
}

function sameBytes(text: Uint8Array, a: number, b: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (text[a + i] !== text[b + i]) return false;
  return true;
}
