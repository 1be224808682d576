// Where policies and lists come from: protect-server over HTTP (http-policy-source.ts), or memory
// in tests. The memory source also models the server's side of the contract (versions, deltas,
// long-poll, 410 for a version it no longer has) for the contract server of the tests.
import type { ListName, PolicyDocument, UserRecord } from "./contract.ts";

export type PolicyFetch = { status: "ok"; document: PolicyDocument } | { status: "gone" };
export type ListFetch =
  | { status: "not-modified" }
  /** The list's bytes as they arrive: one domain a line (see blocklist/list-reader.ts). */
  | { status: "ok"; etag: string; chunks: AsyncIterable<Uint8Array> };

export interface PolicySource {
  /**
   * Without `since`: the full snapshot. With it: what changed after that version (or a full
   * snapshot), waiting up to `waitSeconds` for a change; "gone" when the source no longer knows
   * that version (fetch a full snapshot).
   */
  fetchPolicy(request: { since: number | null; waitSeconds: number; signal: AbortSignal }): Promise<PolicyFetch>;
  /** A list's bytes, or not-modified when `etag` is current. */
  fetchList(name: ListName, etag: string | null, signal: AbortSignal): Promise<ListFetch>;
}

/** A list's lines as bytes, about 64 KiB a chunk. */
async function* listChunks(domains: readonly string[]): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < domains.length; i += 4096) yield Buffer.from(`${domains.slice(i, i + 4096).join("\n")}\n`);
}

interface StoredList {
  etag: string;
  domains: readonly string[];
}

export class MemoryPolicySource implements PolicySource {
  #version = 0;
  /** Versions at or below this have been compacted away: a `since` older than it is gone. */
  #oldest = 0;
  readonly #users = new Map<string, { record: UserRecord; changedAt: number }>();
  readonly #removed = new Map<string, number>();
  readonly #lists: Record<ListName, StoredList> = {
    curated: { etag: '"l0"', domains: [] },
    full: { etag: '"l0"', domains: [] },
    bypass: { etag: '"l0"', domains: [] },
  };
  readonly #waiters = new Set<() => void>();
  /** Number of fetches per kind, for tests that check what was (not) downloaded again. */
  readonly fetches = { policy: 0, lists: 0, listsNotModified: 0 };

  get version(): number {
    return this.#version;
  }

  setUser(record: UserRecord): void {
    this.#bump();
    this.#removed.delete(record.id);
    this.#users.set(record.id, { record, changedAt: this.#version });
    this.#notify();
  }

  removeUser(id: string): void {
    this.#bump();
    this.#users.delete(id);
    this.#removed.set(id, this.#version);
    this.#notify();
  }

  setList(name: ListName, domains: readonly string[]): void {
    this.#bump();
    this.#lists[name] = { etag: `"l${this.#version}"`, domains };
    this.#notify();
  }

  /** Forgets the change history up to now: older `since` values get "gone". */
  compact(): void {
    this.#oldest = this.#version;
    this.#removed.clear();
  }

  async fetchPolicy(request: { since: number | null; waitSeconds: number; signal: AbortSignal }): Promise<PolicyFetch> {
    this.fetches.policy += 1;
    const { since } = request;
    if (since === null) return { status: "ok", document: this.#document(null) };
    if (since > this.#version || since < this.#oldest) return { status: "gone" };
    if (since === this.#version && request.waitSeconds > 0) await this.#waitForChange(request);
    return { status: "ok", document: this.#document(since) };
  }

  async fetchList(name: ListName, etag: string | null, _signal: AbortSignal): Promise<ListFetch> {
    const list = this.#lists[name];
    if (etag === list.etag) {
      this.fetches.listsNotModified += 1;
      return { status: "not-modified" };
    }
    this.fetches.lists += 1;
    return { status: "ok", etag: list.etag, chunks: listChunks(list.domains) };
  }

  #document(since: number | null): PolicyDocument {
    const users: PolicyDocument["users"] = [];
    for (const { record, changedAt } of this.#users.values())
      if (since === null || changedAt > since) users.push(record);
    if (since !== null) for (const [id, at] of this.#removed) if (at > since) users.push({ id, removed: true });
    const ref = (name: ListName) => ({ etag: this.#lists[name].etag, count: this.#lists[name].domains.length });
    return {
      version: this.#version,
      full: since === null,
      lists: { curated: ref("curated"), full: ref("full"), bypass: ref("bypass") },
      users,
    };
  }

  #bump(): void {
    this.#version += 1;
  }

  #notify(): void {
    for (const wake of this.#waiters) wake();
    this.#waiters.clear();
  }

  #waitForChange(request: { waitSeconds: number; signal: AbortSignal }): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        request.signal.removeEventListener("abort", done);
        this.#waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, request.waitSeconds * 1000);
      request.signal.addEventListener("abort", done);
      this.#waiters.add(done);
    });
  }
}
