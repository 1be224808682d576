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
    const builder = new DomainIndexBuilder();
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

/** Allocates a typed array, in a SharedArrayBuffer when asked. */
function allocate<T extends Uint8Array | Uint32Array>(
  Kind: { new (buffer: ArrayBufferLike): T; BYTES_PER_ELEMENT: number },
  length: number,
  shared: boolean,
): T {
  const bytes = Math.max(1, length) * Kind.BYTES_PER_ELEMENT;
  return new Kind(shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes));
}

/**
 * Collects domains (already normalised) and builds a DomainIndex. Memory while building: the text
 * grows by half each time it fills; `build()` copies it once to its exact size.
 */
export class DomainIndexBuilder {
  #text = new Uint8Array(1 << 16);
  #used = 0;
  #offsets = new Uint32Array(1 << 12);
  #count = 0;
  readonly #shared: boolean;

  constructor(options: { shared?: boolean } = {}) {
    this.#shared = options.shared ?? false;
  }

  /** Number of domains added so far (duplicates included). */
  get count(): number {
    return this.#count;
  }

  add(domain: string): void {
    const length = domain.length;
    if (this.#used + length > this.#text.length) {
      const grown = new Uint8Array(Math.max(this.#used + length, Math.ceil(this.#text.length * 1.5)));
      grown.set(this.#text.subarray(0, this.#used));
      this.#text = grown;
    }
    if (this.#count + 2 > this.#offsets.length) {
      const grown = new Uint32Array(Math.ceil(this.#offsets.length * 1.5));
      grown.set(this.#offsets.subarray(0, this.#count + 1));
      this.#offsets = grown;
    }
    const text = this.#text;
    let at = this.#used;
    for (let i = 0; i < length; i++) text[at++] = domain.charCodeAt(i);
    this.#offsets[this.#count] = this.#used;
    this.#used = at;
    this.#count += 1;
  }

  build(): DomainIndex {
    const count = this.#count;
    const offsetsIn = this.#offsets;
    offsetsIn[count] = this.#used;
    const capacity = Math.max(1, Math.ceil(count / LOAD_FACTOR)) | 1;
    const table = allocate(Uint32Array, 2 * capacity, this.#shared);
    const textIn = this.#text;
    // Insert; a duplicate is left out of the table and, below, out of the text.
    const keep = new Uint8Array(count);
    let kept = 0;
    let keptBytes = 0;
    for (let e = 0; e < count; e++) {
      const from = offsetsIn[e]!;
      const to = offsetsIn[e + 1]!;
      const hash = hashOf(textIn, from, to);
      let k = (hash % capacity) << 1;
      let duplicate = false;
      for (;;) {
        const slot = table[k + 1]!;
        if (slot === 0) break;
        if (table[k] === hash) {
          const other = offsetsIn[slot - 1]!;
          const otherTo = offsetsIn[slot]!;
          if (
            otherTo - other === to - from &&
            textIn.subarray(other, otherTo).every((c, i) => c === textIn[from + i])
          ) {
            duplicate = true;
            break;
          }
        }
        k += 2;
        if (k === table.length) k = 0;
      }
      if (duplicate) continue;
      table[k] = hash;
      table[k + 1] = e + 1;
      keep[e] = 1;
      kept += 1;
      keptBytes += to - from;
    }
    // Compact text and offsets to the kept entries and renumber the slots.
    const text = allocate(Uint8Array, keptBytes, this.#shared);
    const offsets = allocate(Uint32Array, kept + 1, this.#shared);
    const renumber = new Uint32Array(count + 1);
    let at = 0;
    let index = 0;
    for (let e = 0; e < count; e++) {
      if (keep[e] === 0) continue;
      const from = offsetsIn[e]!;
      const to = offsetsIn[e + 1]!;
      text.set(textIn.subarray(from, to), at);
      offsets[index] = at;
      renumber[e + 1] = index + 1;
      at += to - from;
      index += 1;
    }
    offsets[kept] = at;
    for (let k = 1; k < table.length; k += 2) if (table[k] !== 0) table[k] = renumber[table[k]!]!;
    this.#text = new Uint8Array(0);
    this.#offsets = new Uint32Array(1);
    this.#count = 0;
    this.#used = 0;
    return new DomainIndex({ text, offsets, table });
  }
}
