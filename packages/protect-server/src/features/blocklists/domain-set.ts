/**
 * A compact, immutable set of normalised domains with suffix matching: `matches("a.b.example.com")`
 * is true when `example.com` (or `b.example.com`, or the name itself) is in the set.
 *
 * Layout: the names' bytes back to back (`text`), their start offsets, and an open-addressing table
 * of entry numbers with the full 32-bit hash beside each slot. The hash runs from the last character
 * to the first, so one backwards pass over a query yields the hash of every suffix that starts at a
 * label boundary. Entries are ASCII (A-labels), so a byte per character. See
 * docs/decisions/protect-server-blocklists.md for the figures against a `Set<string>`.
 */
export class DomainSet implements Iterable<string> {
  readonly size: number;
  private readonly text: Uint8Array;
  private readonly offsets: Uint32Array;
  private readonly slots: Uint32Array;
  private readonly hashes: Uint32Array;
  private readonly mask: number;

  private constructor(text: Uint8Array, offsets: Uint32Array, size: number) {
    this.text = text;
    this.offsets = offsets;
    this.size = size;
    let capacity = 16;
    while (capacity < size * 1.6) capacity *= 2;
    this.mask = capacity - 1;
    this.slots = new Uint32Array(capacity);
    this.hashes = new Uint32Array(capacity);
    for (let entry = 0; entry < size; entry += 1) this.place(entry);
  }

  /**
   * Builds a set from names that are already normalised (normaliseDomain); duplicates are dropped.
   *
   * @example
   * const set = DomainSet.from(["example.com"]);
   * set.matches("www.example.com"); // true
   */
  static from(names: Iterable<string>): DomainSet {
    const builder = new DomainSetBuilder();
    for (const name of names) builder.add(name);
    return builder.build();
  }

  /** Bytes held by the typed arrays (the whole structure but a few object headers). */
  get byteLength(): number {
    return this.text.byteLength + this.offsets.byteLength + this.slots.byteLength + this.hashes.byteLength;
  }

  /** Whether exactly this name is in the set. */
  has(name: string): boolean {
    return this.find(name, 0, hashRange(name, 0, name.length)) >= 0;
  }

  /** Whether the name or one of its parent domains is in the set. */
  matches(name: string): boolean {
    let hash = HASH_SEED;
    for (let i = name.length - 1; i >= 0; i -= 1) {
      hash = hashStep(hash, name.charCodeAt(i));
      if ((i === 0 || name.charCodeAt(i - 1) === DOT) && this.find(name, i, finish(hash)) >= 0) return true;
    }
    return false;
  }

  *[Symbol.iterator](): Iterator<string> {
    for (let entry = 0; entry < this.size; entry += 1) yield this.entryText(entry);
  }

  private entryText(entry: number): string {
    return latin1.decode(this.text.subarray(this.offsets[entry], this.offsets[entry + 1]));
  }

  private place(entry: number): void {
    const start = this.offsets[entry] ?? 0;
    const end = this.offsets[entry + 1] ?? 0;
    let hash = HASH_SEED;
    for (let i = end - 1; i >= start; i -= 1) hash = hashStep(hash, this.text[i] ?? 0);
    hash = finish(hash);
    let slot = hash & this.mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
    this.slots[slot] = entry + 1;
    this.hashes[slot] = hash;
  }

  /** The entry equal to name.slice(from), or -1. */
  private find(name: string, from: number, hash: number): number {
    let slot = hash & this.mask;
    for (let stored = this.slots[slot] ?? 0; stored !== 0; stored = this.slots[slot] ?? 0) {
      if (this.hashes[slot] === hash && this.equals(stored - 1, name, from)) return stored - 1;
      slot = (slot + 1) & this.mask;
    }
    return -1;
  }

  private equals(entry: number, name: string, from: number): boolean {
    const start = this.offsets[entry] ?? 0;
    const length = (this.offsets[entry + 1] ?? 0) - start;
    if (length !== name.length - from) return false;
    for (let i = 0; i < length; i += 1) if (this.text[start + i] !== name.charCodeAt(from + i)) return false;
    return true;
  }

  /** @internal used by the builder */
  static fromParts(text: Uint8Array, offsets: Uint32Array, size: number): DomainSet {
    return new DomainSet(text, offsets, size);
  }
}

/** Streams names into a DomainSet without holding them as strings; drops duplicates as it goes. */
export class DomainSetBuilder {
  private text = new Uint8Array(1 << 16);
  private used = 0;
  private offsets = new Uint32Array(1 << 12);
  private count = 0;
  /** Open addressing over entry + 1, grown at half load: the duplicate check. */
  private slots = new Uint32Array(1 << 12);

  /** Adds a normalised name; false when it was already there. */
  add(name: string): boolean {
    const hash = hashRange(name, 0, name.length);
    let slot = hash & (this.slots.length - 1);
    for (let stored = this.slots[slot] ?? 0; stored !== 0; stored = this.slots[slot] ?? 0) {
      if (this.equals(stored - 1, name)) return false;
      slot = (slot + 1) & (this.slots.length - 1);
    }
    this.append(name);
    this.slots[slot] = this.count;
    if (this.count * 2 > this.slots.length) this.growSlots();
    return true;
  }

  get size(): number {
    return this.count;
  }

  build(): DomainSet {
    const text = this.text.slice(0, this.used);
    const offsets = this.offsets.slice(0, this.count + 1);
    this.slots = new Uint32Array(1);
    return DomainSet.fromParts(text, offsets, this.count);
  }

  private growSlots(): void {
    const slots = new Uint32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let entry = 0; entry < this.count; entry += 1) {
      const start = this.offsets[entry] ?? 0;
      let hash = HASH_SEED;
      for (let i = (this.offsets[entry + 1] ?? 0) - 1; i >= start; i -= 1) hash = hashStep(hash, this.text[i] ?? 0);
      let slot = finish(hash) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = entry + 1;
    }
    this.slots = slots;
  }

  private append(name: string): void {
    if (this.used + name.length > this.text.length) {
      const grown = new Uint8Array(Math.max(this.text.length * 2, this.used + name.length));
      grown.set(this.text);
      this.text = grown;
    }
    if (this.count + 2 > this.offsets.length) {
      const grown = new Uint32Array(this.offsets.length * 2);
      grown.set(this.offsets);
      this.offsets = grown;
    }
    for (let i = 0; i < name.length; i += 1) this.text[this.used + i] = name.charCodeAt(i);
    this.used += name.length;
    this.count += 1;
    this.offsets[this.count] = this.used;
  }

  private equals(entry: number, name: string): boolean {
    const start = this.offsets[entry] ?? 0;
    if ((this.offsets[entry + 1] ?? 0) - start !== name.length) return false;
    for (let i = 0; i < name.length; i += 1) if (this.text[start + i] !== name.charCodeAt(i)) return false;
    return true;
  }
}

const DOT = 0x2e;
const HASH_SEED = 0x811c9dc5;
const latin1 = new TextDecoder("latin1");

function hashStep(hash: number, code: number): number {
  return Math.imul(hash ^ code, 0x01000193);
}

/** A finaliser (MurmurHash3 fmix32) so that nearby names spread over the table. */
function finish(hash: number): number {
  let h = hash ^ (hash >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function hashRange(name: string, from: number, to: number): number {
  let hash = HASH_SEED;
  for (let i = to - 1; i >= from; i -= 1) hash = hashStep(hash, name.charCodeAt(i));
  return finish(hash);
}
