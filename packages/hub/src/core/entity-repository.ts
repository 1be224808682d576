// Entities as the hub sees them: a file write, then the index, then exactly one event through the
// shared emit function. The watcher path (syncFile) ends in the same emit, which is what makes a
// change visible once whichever path notices it first.
import { stat } from "node:fs/promises";
import { type AgentHubEvent, type EntityType, HubError } from "./api.ts";
import type { ChangeFeed } from "./change-feed.ts";
import { type AnyEntity, type EntityByType, EntityFileError, idPattern, stampOf } from "./entity-files.ts";
import { withEntityLock } from "./entity-lock.ts";
import type { EntityStore, StoredEntity } from "./entity-store.ts";
import { eventOf } from "./event-of.ts";
import { FrontMatterError } from "./front-matter.ts";
import { ftsOptionsFor, reconcileForPage, reconcileType } from "./index-sync.ts";
import { KeyedQueue } from "./keyed-queue.ts";
import type { EntityIndex, ListPage } from "./sqlite-index.ts";
import { asStorageError, withoutHubPath } from "./storage-error.ts";

/** Publishes an event unless `revision` repeats the last one published for the entity. */
export type EmitFunction = (event: AgentHubEvent, stamp: string, revision: string) => boolean;
/** The last revision published for an entity (see RevisionGate). */
export type PublishedRevision = (type: EntityType, id: string) => string | undefined;

export interface HubLogger {
  info(message: string): void;
  warn(message: string): void;
}

const NAMES: Record<EntityType, string> = {
  task: "Task",
  handoff: "Handoff",
  decision: "Decision",
  memory: "Memory note",
  message: "Message",
  ask: "Ask",
};

export class EntityRepository {
  readonly store: EntityStore;
  readonly index: EntityIndex;
  #emit: EmitFunction;
  #published: PublishedRevision;
  #logger: HubLogger;
  #nowMs: () => number;
  #feed: ChangeFeed | undefined;
  #queue = new KeyedQueue();
  /** `file:hash` of unreadable files already reported, so each bad version is logged once. */
  #reported = new Set<string>();
  /** Types whose index rows have been checked against their files in this process. */
  #ready = new Map<EntityType, Promise<void>>();

  constructor(parts: {
    store: EntityStore;
    index: EntityIndex;
    emit: EmitFunction;
    published: PublishedRevision;
    logger: HubLogger;
    /** Wall-clock milliseconds (default Date.now), compared with file times by the catch-up. */
    nowMs?: () => number;
    /** A watcher of the folders the catch-up may ask what changed (index-sync.ts). */
    feed?: ChangeFeed;
  }) {
    this.store = parts.store;
    this.index = parts.index;
    this.#emit = parts.emit;
    this.#published = parts.published;
    this.#logger = parts.logger;
    this.#nowMs = parts.nowMs ?? Date.now;
    this.#feed = parts.feed;
  }

  async create<T extends EntityType>(type: T, build: (id: string) => EntityByType[T]): Promise<EntityByType[T]> {
    const stored = await this.store.create(type, build).catch((error: unknown) => {
      throw asStorageError(error);
    });
    this.#index(stored);
    this.#emit(
      eventOf(type, "created", stored.entity as AnyEntity),
      stampOf(type, stored.entity as AnyEntity),
      stored.hash,
    );
    return stored.entity;
  }

  /** Reads from the file (the truth); 404 when there is none. */
  async get<T extends EntityType>(type: T, id: string): Promise<EntityByType[T]> {
    return (await this.#read(type, id)).entity;
  }

  /** Reads from the index, caught up with the files of the type first (see ready). */
  async list<T extends EntityType>(
    type: T,
    where: Record<string, string | boolean | undefined> = {},
    page: ListPage = {},
  ): Promise<EntityByType[T][]> {
    const list = () => this.index.list(type, where, page) as EntityByType[T][];
    // An id-ordered page without a filter, before the type's full catch-up in this process: the
    // folder listing and the page's own files are all it depends on (~8 ms instead of ~40 ms at
    // 10,000 tasks; docs/decisions/hub-sqlite-cache.md). The type is not marked caught up.
    const unfiltered = page.contains === undefined && Object.values(where).every((value) => value === undefined);
    if (unfiltered && !this.#ready.has(type)) {
      return reconcileForPage(type, this.#reconcileParts(), list);
    }
    await this.ready(type);
    return list();
  }

  #reconcileParts() {
    return {
      store: this.store,
      index: this.index,
      warn: (message: string) => this.#logger.warn(message),
      nowMs: this.#nowMs,
      feed: this.#feed,
    };
  }

  /**
   * Resolves once the index rows of a type have been compared with its files (once per process):
   * a list or a search catches up with changes made while no hub watched, and a command that only
   * reads or writes single files (`hub task show`) never pays for the folder.
   */
  ready(type: EntityType): Promise<void> {
    let ready = this.#ready.get(type);
    if (!ready) {
      ready = reconcileType(type, this.#reconcileParts()).then(() => undefined);
      // A failed catch-up (disk error) is tried again by the next read.
      ready.catch(() => this.#ready.delete(type));
      this.#ready.set(type, ready);
    }
    return ready;
  }

  /**
   * Read-modify-write of one entity, serialised per entity. `change` may throw a HubError, or return
   * its argument unchanged to write nothing.
   */
  update<T extends EntityType>(
    type: T,
    id: string,
    change: (entity: EntityByType[T]) => EntityByType[T],
  ): Promise<EntityByType[T]> {
    return this.#exclusive(type, id, async () => {
      const current = await this.#read(type, id);
      const next = change(current.entity);
      // A change that returns the entity itself is a no-op: no write, no event.
      if (next === current.entity) return next;
      const stored = await this.store.write(type, next, current.extra);
      this.#index(stored);
      this.#emit(eventOf(type, "updated", next as AnyEntity), stampOf(type, next as AnyEntity), stored.hash);
      return next;
    });
  }

  remove(type: EntityType, id: string): Promise<void> {
    return this.#exclusive(type, id, async () => {
      const current = await this.#read(type, id);
      await this.store.remove(type, id);
      if (this.#indexes(type)) this.index.remove(type, id);
      this.#emit(eventOf(type, "deleted", current.entity as AnyEntity), "deleted", "deleted");
    });
  }

  /**
   * The watcher path: brings the index in line with one file and emits what changed. A file that
   * does not parse is logged once per version and otherwise ignored.
   */
  syncFile(type: EntityType, id: string): Promise<void> {
    return this.#queue.run(`${type}:${id}`, async () => {
      if (await this.#alreadyPublished(type, id)) return;
      let stored: StoredEntity | undefined;
      try {
        stored = await this.store.read(type, id);
      } catch (error) {
        this.#reportUnreadable(error);
        return;
      }
      const row = this.index.get(type, id);
      if (!stored) {
        if (row) this.index.remove(type, id);
        this.#emit({ type, action: "deleted", id, ...(row ? titleOf(row.entity) : {}) }, "deleted", "deleted");
        return;
      }
      const entity = stored.entity as AnyEntity;
      const stamp = stampOf(type, entity);
      this.#index(stored);
      // A hand edit that kept the stamp is still a new revision: tell it apart by content.
      const signatureStamp =
        row && row.hash !== stored.hash && row.stamp === stamp ? `${stamp}#${stored.hash.slice(0, 8)}` : stamp;
      const isNew = !row || (row.hash === stored.hash && entity.createdAt === stamp);
      this.#emit(eventOf(type, isNew ? "created" : "updated", entity), signatureStamp, stored.hash);
    });
  }

  /**
   * True when the file is the one the index row describes (same mtime and size) and that row's
   * revision is the last this process published: the watcher is seeing this process's own write,
   * and reading, parsing and indexing the file again would change nothing. A write by another
   * process updates the shared index but not this process's gate, so it is still read and published.
   */
  async #alreadyPublished(type: EntityType, id: string): Promise<boolean> {
    const row = this.index.fileRevision(type, id);
    if (!row || this.#published(type, id) !== row.hash) return false;
    const info = await stat(this.store.pathOf(type, id)).catch(() => undefined);
    return info !== undefined && info.mtimeMs === row.mtimeMs && info.size === row.size;
  }

  /** Waits for queued writes and file syncs. */
  drain(): Promise<void> {
    return this.#queue.drain();
  }

  /** Serialised per entity in this process (queue) and across processes (lock file). */
  async #exclusive<R>(type: EntityType, id: string, fn: () => Promise<R>): Promise<R> {
    this.#checkId(type, id);
    return this.#queue
      .run(`${type}:${id}`, () => withEntityLock(this.store.pathOf(type, id), fn))
      .catch((error: unknown) => {
        throw asStorageError(error);
      });
  }

  /** Also what keeps a path like `../x` out of the file system. */
  #checkId(type: EntityType, id: string): void {
    if (!idPattern(type).test(id)) throw new HubError("not_found", `${NAMES[type]} "${id}" not found`);
  }

  async #read<T extends EntityType>(type: T, id: string): Promise<StoredEntity<T>> {
    this.#checkId(type, id);
    const stored = await this.store.read(type, id).catch((error: unknown) => {
      if (error instanceof EntityFileError || error instanceof FrontMatterError) {
        const reason = withoutHubPath(error.message, this.store.hubDir);
        throw new HubError("conflict", `${NAMES[type]} "${id}" cannot be read: ${reason}`);
      }
      throw error;
    });
    if (!stored) throw new HubError("not_found", `${NAMES[type]} "${id}" not found`);
    return stored;
  }

  /**
   * Writes go to the index only once the type has been caught up in this process (always in a
   * watching hub). Before that the row is left to the next catch-up, in this process or another:
   * the file differs from its row in mtime or size, so it is read then, in one transaction with
   * whatever else changed. A one-shot `hub task create` thus never opens the database, and pays
   * neither node:sqlite nor the WAL's syncs (the file itself is as durable as ever).
   */
  #indexes(type: EntityType): boolean {
    return this.#ready.has(type);
  }

  #index(stored: StoredEntity): void {
    if (!this.#indexes(stored.type)) return;
    const entity = stored.entity as AnyEntity;
    this.index.upsert(
      {
        type: stored.type,
        id: entity.id,
        stamp: stampOf(stored.type, entity),
        hash: stored.hash,
        mtimeMs: stored.mtimeMs,
        size: stored.size,
        entity,
      },
      ftsOptionsFor(stored.type),
    );
  }

  #reportUnreadable(error: unknown): void {
    if (!(error instanceof EntityFileError || error instanceof FrontMatterError)) {
      this.#logger.warn(`Cannot read an entity file: ${(error as Error).message}`);
      return;
    }
    const key = `${error.file}:${error.message}`;
    if (this.#reported.has(key)) return;
    this.#reported.add(key);
    this.#logger.warn(error.message);
  }
}

function titleOf(entity: AnyEntity): Partial<AgentHubEvent> {
  const { type: _type, action: _action, id: _id, ...rest } = eventOf("task", "deleted", entity);
  return rest;
}
