// Keeps the PolicyStore in step with the policy source: a full snapshot first, then changes by
// long-poll; a list whose ETag moved is downloaded, its index built beside the old one and swapped.
// The last state is kept in the data folder, so that a restart while protect-server is down still
// serves the policies it had.
import { DomainIndex, DomainIndexBuilder } from "../blocklist/domain-index.ts";
import { readList } from "../blocklist/list-reader.ts";
import { collectGarbage } from "../collect-garbage.ts";
import { LIST_NAMES, type ListName, type PolicyDocument, type UserRecord } from "./contract.ts";
import type { PolicyDiskCache } from "./policy-disk-cache.ts";
import type { PolicySource } from "./policy-source.ts";
import type { PolicyStore } from "./policy-store.ts";

export interface PolicySyncOptions {
  source: PolicySource;
  store: PolicyStore;
  disk?: PolicyDiskCache;
  /** Long-poll wait per request, seconds. */
  waitSeconds?: number;
  /** After an answer with no change, wait at least this long before asking again (ms). */
  minIntervalMs?: number;
  retryMinMs?: number;
  retryMaxMs?: number;
  onError?: (error: unknown) => void;
  onUpdate?: (event: { version: number; users: number; list?: ListName; domains?: number; skipped?: number }) => void;
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done);
  });
}

/** A list arrived with fewer lines than the domains the policy document announced for it. */
export class ListTruncatedError extends Error {
  constructor(name: ListName, lines: number, announced: number) {
    super(`List ${name} arrived with ${lines} lines, ${announced} domains announced: kept the list held`);
    this.name = "ListTruncatedError";
  }
}

/**
 * Passes a download's chunks through and fails at its end when it holds fewer lines than the
 * domains announced (each domain is a line): a download cut short is never used, nor saved to the
 * data folder; the list held stays and the next round fetches it again.
 */
async function* atLeastLines(
  chunks: AsyncIterable<Uint8Array>,
  announced: number,
  name: ListName,
): AsyncGenerator<Uint8Array> {
  let lines = 0;
  let open = false;
  for await (const chunk of chunks) {
    for (let at = chunk.indexOf(0x0a); at >= 0; at = chunk.indexOf(0x0a, at + 1)) lines += 1;
    if (chunk.length > 0) open = chunk[chunk.length - 1] !== 0x0a;
    yield chunk;
  }
  if (open) lines += 1;
  if (lines < announced) throw new ListTruncatedError(name, lines, announced);
}

export class PolicySync {
  readonly #options: PolicySyncOptions;
  readonly #records = new Map<string, UserRecord>();
  readonly #abort = new AbortController();
  #running: Promise<void> | null = null;
  #needFull = true;
  #lists: PolicyDocument["lists"] | null = null;

  constructor(options: PolicySyncOptions) {
    this.#options = options;
  }

  /** Loads the state kept in the data folder, if any; true when the store became ready from it. */
  async restore(): Promise<boolean> {
    const disk = this.#options.disk;
    if (!disk) return false;
    const saved = await disk.loadPolicy();
    if (saved === null) return false;
    this.#remember(saved);
    this.#options.store.apply(saved);
    this.#needFull = false;
    for (const name of LIST_NAMES) {
      if (saved.lists[name] === undefined) {
        this.#options.store.setList(name, DomainIndex.empty, "");
        continue;
      }
      const list = await disk.loadList(name);
      if (list !== null) await this.#buildList(name, list.etag, list.chunks, saved.lists[name]?.count ?? 0);
    }
    return this.#options.store.ready;
  }

  /** One round: fetch policy changes (or a full snapshot) and any list whose ETag moved. */
  async syncOnce(waitSeconds = 0): Promise<"changed" | "unchanged"> {
    const { source, store } = this.#options;
    const since = this.#needFull ? null : store.version;
    const result = await source.fetchPolicy({
      since,
      waitSeconds: since === null ? 0 : waitSeconds,
      signal: this.#abort.signal,
    });
    if (result.status === "gone") {
      this.#needFull = true;
      return this.syncOnce(0);
    }
    const document = result.document;
    const changed = document.full || document.users.length > 0 || document.version !== store.version;
    if (document.full) this.#records.clear();
    this.#remember(document);
    store.apply(document);
    this.#needFull = false;
    this.#lists = document.lists;
    const listChanged = await this.#refreshLists(document.lists);
    if (changed || listChanged) {
      this.#options.onUpdate?.({ version: document.version, users: this.#records.size });
      await this.#options.disk?.savePolicy(this.snapshot());
    }
    return changed || listChanged ? "changed" : "unchanged";
  }

  /** Runs rounds until `stop()`, backing off while the source fails. */
  start(): void {
    if (this.#running) return;
    const { waitSeconds = 25, minIntervalMs = 1000, retryMinMs = 1000, retryMaxMs = 60_000 } = this.#options;
    const signal = this.#abort.signal;
    this.#running = (async () => {
      let retry = 0;
      while (!signal.aborted) {
        const started = Date.now();
        try {
          const outcome = await this.syncOnce(waitSeconds);
          retry = 0;
          if (outcome === "unchanged" && Date.now() - started < minIntervalMs) await delay(minIntervalMs, signal);
        } catch (error) {
          if (signal.aborted) break;
          this.#options.onError?.(error);
          retry = Math.min(retryMaxMs, retry === 0 ? retryMinMs : retry * 2);
          await delay(retry * (0.75 + Math.random() * 0.5), signal);
        }
      }
    })();
  }

  async stop(): Promise<void> {
    this.#abort.abort();
    await this.#running;
  }

  #remember(document: PolicyDocument): void {
    for (const user of document.users) {
      if ("removed" in user) this.#records.delete(user.id);
      else this.#records.set(user.id, user);
    }
  }

  /** The policies held now as one full document (for a query thread that starts late). */
  snapshot(): PolicyDocument {
    return {
      version: this.#options.store.version ?? 0,
      full: true,
      lists: this.#lists ?? { curated: { etag: "", count: 0 }, full: { etag: "", count: 0 } },
      users: [...this.#records.values()],
    };
  }

  async #refreshLists(lists: PolicyDocument["lists"]): Promise<boolean> {
    const { source, store, disk } = this.#options;
    let changed = false;
    for (const name of LIST_NAMES) {
      const current = store.listEtag(name);
      const announced = lists[name];
      if (announced === undefined) {
        // A server before issue 28 announces no bypass list: it is empty (etag "").
        if (current === null) this.#options.store.setList(name, DomainIndex.empty, "");
        continue;
      }
      if (current === announced.etag) continue;
      const fetched = await source.fetchList(name, current, this.#abort.signal);
      if (fetched.status === "not-modified") continue;
      const checked = atLeastLines(fetched.chunks, announced.count, name);
      const chunks = disk ? disk.saveList(name, fetched.etag, checked) : checked;
      await this.#buildList(name, fetched.etag, chunks, announced.count);
      changed = true;
    }
    return changed;
  }

  /** Builds the new index from the list's bytes, then swaps it in; the old one stays in use until then. */
  async #buildList(name: ListName, etag: string, chunks: AsyncIterable<Uint8Array>, expected: number): Promise<void> {
    const builder = new DomainIndexBuilder({ expected });
    const { invalid: skipped } = await readList(chunks, builder);
    const index = builder.build();
    this.#options.store.setList(name, index, etag);
    // The old index is garbage now: released at once instead of whenever V8 next collects, so
    // that two indexes coexist only while the new one is built.
    collectGarbage();
    this.#options.onUpdate?.({
      version: this.#options.store.version ?? 0,
      users: this.#records.size,
      list: name,
      domains: index.size,
      skipped,
    });
  }
}
