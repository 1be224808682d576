// Brings the index in line with the files of one entity type: entities whose file changed size or
// mtime since they were indexed are re-read, rows whose file is gone are dropped, and temporary
// files a crashed writer left in the folder are removed. A fresh database is filled the same way.
// No events: this is catching up, not a change anyone made now.
import { statSync } from "node:fs";
import type { EntityType } from "./api.ts";
import type { AnyEntity } from "./entity-files.ts";
import { stampOf } from "./entity-files.ts";
import type { EntityStore, StoredEntity } from "./entity-store.ts";
import type { EntityIndex, FileState } from "./sqlite-index.ts";

const READ_BATCH = 64;
/** A catch-up that touched more rows than this checkpoints the WAL (see EntityIndex.checkpoint). */
const CHECKPOINT_AFTER = 1_000;
/** Temporary files of a writer that may still run are removed only once older than this. */
const TEMP_FILE_MAX_AGE_MS = 60_000;

export interface ReconcileResult {
  indexed: number;
  removed: number;
  unreadable: number;
}

export interface ReconcileParts {
  store: EntityStore;
  index: EntityIndex;
  /** Told about each file that cannot be parsed (it stays out of the index). */
  warn(message: string): void;
}

/** Asks stay out of full-text search (seed rule 4). */
export const ftsOptionsFor = (type: EntityType) => ({ fts: type !== "ask" });

/**
 * Reconciles one type. Safe while this or another process writes: a row is replaced or removed only
 * if it is still the one this pass compared with, so a write that lands meanwhile is never undone.
 */
export async function reconcileType(type: EntityType, parts: ReconcileParts): Promise<ReconcileResult> {
  const { store, index } = parts;
  const result: ReconcileResult = { indexed: 0, removed: 0, unreadable: 0 };
  const known = index.fileStates(type);
  const { ids, leftovers } = store.scanFolder(type);
  const toRead: string[] = [];
  // Synchronous stats: one thread-pool round trip per file cost ~20 µs, a stat call ~2 µs.
  for (const id of ids) {
    const indexed = known.get(id);
    if (indexed) {
      const info = statSync(store.pathOf(type, id), { throwIfNoEntry: false });
      if (info && info.mtimeMs === indexed.mtimeMs && info.size === indexed.size) {
        known.delete(id);
        continue;
      }
    }
    toRead.push(id);
  }
  const present = new Set(toRead);
  const gone = [...known.keys()].filter((id) => !present.has(id));
  if (leftovers.length > 0) await store.removeLeftovers(type, leftovers, TEMP_FILE_MAX_AGE_MS);
  await applyChanges(type, { toRead, gone, known }, parts, result);
  if (result.indexed + result.removed > CHECKPOINT_AFTER) index.checkpoint();
  return result;
}

/**
 * Catches up only what an id-ordered list without a filter shows: files added or removed (the folder
 * listing sees them, whatever wrote them), then, after `list` has run, the files of the rows it
 * returned (an edit in place changes only the file's own mtime). Rows of other files may stay stale;
 * the next full catch-up (reconcileType) finds them, as their mtime or size still differ. Returns
 * what `list` returns once the page's rows match their files.
 */
export async function reconcileForPage<T extends { id: string }>(
  type: EntityType,
  parts: ReconcileParts,
  list: () => T[],
): Promise<T[]> {
  const { store, index } = parts;
  const result: ReconcileResult = { indexed: 0, removed: 0, unreadable: 0 };
  const known = index.fileStates(type);
  const { ids, leftovers } = store.scanFolder(type);
  const present = new Set(ids);
  if (leftovers.length > 0) await store.removeLeftovers(type, leftovers, TEMP_FILE_MAX_AGE_MS);
  const toRead = ids.filter((id) => !known.has(id));
  const gone = [...known.keys()].filter((id) => !present.has(id));
  await applyChanges(type, { toRead, gone, known }, parts, result);
  let page = list();
  const stale: string[] = [];
  const vanished: string[] = [];
  for (const { id } of page) {
    const indexed = known.get(id);
    if (!indexed) continue; // read just now
    const info = statSync(store.pathOf(type, id), { throwIfNoEntry: false });
    if (!info) vanished.push(id);
    else if (info.mtimeMs !== indexed.mtimeMs || info.size !== indexed.size) stale.push(id);
  }
  if (stale.length + vanished.length > 0) {
    await applyChanges(type, { toRead: stale, gone: vanished, known }, parts, result);
    page = list();
  }
  return page;
}

/** Reads `toRead` and drops `gone` in one transaction, each only if its row is still as `known` says. */
async function applyChanges(
  type: EntityType,
  changes: { toRead: string[]; gone: string[]; known: Map<string, FileState> },
  parts: ReconcileParts,
  result: ReconcileResult,
): Promise<void> {
  const { store, index } = parts;
  const { toRead, gone, known } = changes;
  if (toRead.length === 0 && gone.length === 0) return;
  // Read in parallel batches: a rebuild of 100,000 notes is bound by file reads and YAML parsing.
  const changed: StoredEntity[] = [];
  for (let start = 0; start < toRead.length; start += READ_BATCH) {
    const batch = await Promise.all(
      toRead.slice(start, start + READ_BATCH).map((id) =>
        store.read(type, id).catch((error: unknown) => {
          result.unreadable += 1;
          parts.warn((error as Error).message);
          return undefined;
        }),
      ),
    );
    for (const stored of batch) if (stored) changed.push(stored);
  }
  index.transaction(() => {
    for (const stored of changed) {
      const entity = stored.entity as AnyEntity;
      if (!sameState(index.fileState(type, entity.id), known.get(entity.id))) continue;
      index.upsert(
        {
          type,
          id: entity.id,
          stamp: stampOf(type, entity),
          hash: stored.hash,
          mtimeMs: stored.mtimeMs,
          size: stored.size,
          entity,
        },
        ftsOptionsFor(type),
      );
      result.indexed += 1;
    }
    for (const id of gone) {
      if (!sameState(index.fileState(type, id), known.get(id))) continue;
      index.remove(type, id);
      result.removed += 1;
    }
  });
}

function sameState(now: FileState | undefined, then: FileState | undefined): boolean {
  return now?.mtimeMs === then?.mtimeMs && now?.size === then?.size;
}
