// The exactly-once gate between the two paths that see a change: the API write and the file
// watcher. It remembers the last revision (content hash, or "deleted") published per entity and
// drops an event only when it repeats that revision: the same write seen by the second path. Every
// distinct state passes, including a hand edit back to an earlier state (todo → blocked → todo),
// and the last state always reaches subscribers. No time window: a repeat is a repeat whenever it
// comes, and a new state is new however soon it follows.

export class RevisionGate {
  #last = new Map<string, string>();

  /** Number of entities whose last revision is held. */
  get size(): number {
    return this.#last.size;
  }

  /** The last revision admitted for `key`, if any. */
  last(key: string): string | undefined {
    return this.#last.get(key);
  }

  /** True (and recorded) unless `revision` is the last one admitted for `key`. */
  admit(key: string, revision: string): boolean {
    if (this.#last.get(key) === revision) return false;
    this.#last.set(key, revision);
    return true;
  }
}
