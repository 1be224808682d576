// Brings the index in line with the files of one entity type: entities whose file changed size or
// mtime since they were indexed are re-read, rows whose file is gone are dropped, and temporary
// files a crashed writer left in the folder are removed. A fresh database is filled the same way.
// No events: this is catching up, not a change anyone made now.
import { statSync } from "node:fs";
import type { EntityType } from "./api.ts";
import type { ChangeFeed } from "./change-feed.ts";
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
  /** Files compared with their rows. */
  compared: number;
}

const noResult = (): ReconcileResult => ({ indexed: 0, removed: 0, unreadable: 0, compared: 0 });

export interface ReconcileParts {
  store: EntityStore;
  index: EntityIndex;
  /** Told about each file that cannot be parsed (it stays out of the index). */
  warn(message: string): void;
  /** Wall-clock milliseconds, comparable with file times (a folder is marked once quiet). */
  nowMs(): number;
  /** A watcher of the folders: when it answers, a catch-up compares only the files changed since its last answer. */
  feed?: ChangeFeed;
}

/** Asks stay out of full-text search (seed rule 4). */
export const ftsOptionsFor = (type: EntityType) => ({ fts: type !== "ask" });

/**
 * A folder is marked only when its last change is older than this: a change lands on the folder's
 * times at the file system's granularity (a clock tick on Linux, 1–2 s on FAT and HFS+), so a
 * change made just after the listing could otherwise leave the times the mark names.
 */
export const FOLDER_QUIET_MS = 3_000;

interface FolderState {
  /** Device, inode, mtime and ctime (ns) of the folder. */
  mark: string;
  /** The later of its mtime and ctime, in ms. */
  changedMs: number;
}

/** The folder's state for its mark; undefined when it cannot be read. */
function folderState(folder: string): FolderState | undefined {
  const info = statSync(folder, { bigint: true, throwIfNoEntry: false });
  if (!info) return undefined;
  const changed = info.ctimeNs > info.mtimeNs ? info.ctimeNs : info.mtimeNs;
  return {
    mark: `${info.dev}:${info.ino}:${info.mtimeNs}:${info.ctimeNs}`,
    changedMs: Number(changed / 1_000_000n),
  };
}

/**
 * Reconciles one type. Safe while this or another process writes: a row is replaced or removed only
 * if it is still the one this pass compared with, so a write that lands meanwhile is never undone.
 */
export async function reconcileType(type: EntityType, parts: ReconcileParts): Promise<ReconcileResult> {
  const throughFeed = await reconcileThroughFeed(type, parts);
  if (throughFeed) return throughFeed;
  const result = await reconcileAll(type, parts);
  parts.feed?.comparedAll(parts.store.folderOf(type), result.compared);
  return result;
}

/**
 * Catches a type up with the change feed's help (docs/decisions/hub-index-watcher.md): only the files
 * it names when it knows the type's token, every file when it answers "all". Undefined when no
 * watcher answers.
 */
async function reconcileThroughFeed(type: EntityType, parts: ReconcileParts): Promise<ReconcileResult | undefined> {
  const { store, index, feed } = parts;
  // A small folder is compared file by file (a small project needs no watcher; a fresh index has no
  // rows: the full comparison then tells the feed, which may start one).
  if (!feed || !index.hasAtLeast(type, feed.minFiles)) return undefined;
  // Asked before anything is compared: a change the answer does not name happened before the rows
  // compared below (or is named by the next answer).
  const token = index.feedToken(type);
  const changes = await feed.changesSince(store.folderOf(type), token);
  if (!changes) return undefined;
  const result =
    changes.changed === "all" ? await reconcileAll(type, parts) : await reconcileChanged(type, changes.changed, parts);
  // A file that could not be read has no row: the next catch-up must be asked about it again. With
  // nothing named, the token held stays true: no write (a read-only command then opens no WAL).
  const named = changes.changed === "all" || changes.changed.length > 0;
  if (named && result.unreadable === 0) index.setFeedToken(type, token, changes.token);
  return result;
}

/** Compares only the files the feed named (`names`: file names in the type's folder). */
async function reconcileChanged(type: EntityType, names: string[], parts: ReconcileParts): Promise<ReconcileResult> {
  const { store, index } = parts;
  const result = noResult();
  const toRead: string[] = [];
  const gone: string[] = [];
  const known = new Map<string, FileState>();
  for (const id of store.idsOfNames(type, names)) {
    result.compared += 1;
    const row = index.fileState(type, id);
    const info = statSync(store.pathOf(type, id), { throwIfNoEntry: false });
    if (!info) {
      if (row) gone.push(id);
    } else if (!row || info.mtimeMs !== row.mtimeMs || info.size !== row.size) toRead.push(id);
    else continue;
    if (row) known.set(id, row);
  }
  await applyChanges(type, { toRead, gone, known }, parts, result);
  if (result.indexed + result.removed > CHECKPOINT_AFTER) index.checkpoint();
  return result;
}

/** Compares every file of the type with its row (the folder listing skipped while its mark holds). */
async function reconcileAll(type: EntityType, parts: ReconcileParts): Promise<ReconcileResult> {
  const { store, index } = parts;
  const result = noResult();
  const folder = store.folderOf(type);
  const startedMs = parts.nowMs();
  const before = folderState(folder);
  const rows = index.fileStateRows(type);
  // A folder whose mark still names it holds the indexed files and no others: no listing needed.
  const marked = before !== undefined && index.folderMark(type) === before.mark;
  const { ids, leftovers } = marked ? { ids: undefined, leftovers: [] } : store.scanFolder(type);
  // Listed files not yet matched with a row: what is left once the rows are compared is new.
  const unmatched = ids && new Set(ids);
  const toRead: string[] = [];
  const gone: string[] = [];
  // The rows that differ from their files, as this pass saw them (applyChanges checks they still are).
  const known = new Map<string, FileState>();
  // Synchronous stats: one thread-pool round trip per file cost ~20 µs, a stat call ~2 µs.
  result.compared = rows.length + (unmatched?.size ?? 0);
  for (const [id, mtimeMs, size] of rows) {
    if (unmatched && !unmatched.delete(id)) {
      gone.push(id);
    } else {
      const info = statSync(store.pathOf(type, id), { throwIfNoEntry: false });
      if (info && info.mtimeMs === mtimeMs && info.size === size) continue;
      toRead.push(id);
    }
    known.set(id, { mtimeMs, size });
  }
  for (const id of unmatched ?? []) toRead.push(id);
  if (leftovers.length > 0) await store.removeLeftovers(type, leftovers, TEMP_FILE_MAX_AGE_MS);
  await applyChanges(type, { toRead, gone, known }, parts, result);
  // A marked folder stays marked unless a row was added or removed meanwhile (the triggers drop the
  // mark); marking again when nothing changed would cost a write transaction on every list.
  if (!marked || (result.indexed + result.removed > 0 && index.folderMark(type) !== before.mark)) {
    markIfQuiet(type, parts, { before, startedMs, clean: leftovers.length === 0 && result.unreadable === 0 });
  }
  if (result.indexed + result.removed > CHECKPOINT_AFTER) index.checkpoint();
  return result;
}

/**
 * Catches up only what an id-ordered list without a filter shows: files added or removed, then,
 * after `list` has run, the files of the rows it returned (an edit in place changes only the file's
 * own mtime). Rows of other files may stay stale; the next full catch-up (reconcileType) finds them,
 * as their mtime or size still differ. Returns what `list` returns once the page's rows match their
 * files.
 *
 * Which files exist comes from the folder's mark when it still names the folder (the rows' ids are
 * then the files' ids: no listing, no read of every row), else from the folder listing, after which
 * a quiet folder is marked for the next list (docs/decisions/hub-sqlite-cache.md, "Folder marks").
 */
export async function reconcileForPage<T extends { id: string }>(
  type: EntityType,
  parts: ReconcileParts,
  list: () => T[],
): Promise<T[]> {
  const { store, index } = parts;
  const folder = store.folderOf(type);
  const startedMs = parts.nowMs();
  const before = folderState(folder);
  // The page is a run of consecutive ids (no filter): its rows' states are one range of the key.
  const pageStates = (ids: string[]) =>
    ids.length === 0 ? new Map<string, FileState>() : index.fileStatesBetween(type, ids[0]!, ids.at(-1)!);
  if (before && index.folderMark(type) === before.mark) return checkPage(type, parts, list, pageStates);
  // The folder changed since its mark: with the index watcher's answer every row is current (no
  // listing, no read of every row, no page check); without one, the listing below.
  if (await reconcileThroughFeed(type, parts)) return list();
  const result = noResult();
  const rows = index.fileStateRows(type);
  const { ids, leftovers } = store.scanFolder(type);
  // Listed files not yet matched with a row: what is left once the rows are matched is new.
  const unmatched = new Set(ids);
  const gone: string[] = [];
  // The states of the rows whose file is gone, as this pass saw them (applyChanges checks they still are).
  const known = new Map<string, FileState>();
  for (const [id, mtimeMs, size] of rows) {
    if (unmatched.delete(id)) continue;
    gone.push(id);
    known.set(id, { mtimeMs, size });
  }
  if (leftovers.length > 0) await store.removeLeftovers(type, leftovers, TEMP_FILE_MAX_AGE_MS);
  await applyChanges(type, { toRead: [...unmatched], gone, known }, parts, result);
  markIfQuiet(type, parts, { before, startedMs, clean: leftovers.length === 0 && result.unreadable === 0 });
  return checkPage(type, parts, list, pageStates);
}

/**
 * Marks a type's folder after a catch-up made its rows the listed files: only if the catch-up was
 * `clean` (no temporary files left to remove later; no unreadable file, which has no row and is read
 * and reported again by the next list), the folder's last change was already quiet when it began,
 * and the folder is still as it was before the listing (checked inside the marking transaction).
 */
function markIfQuiet(
  type: EntityType,
  parts: ReconcileParts,
  { before, startedMs, clean }: { before: FolderState | undefined; startedMs: number; clean: boolean },
): void {
  if (!before || !clean || before.changedMs >= startedMs - FOLDER_QUIET_MS) return;
  const folder = parts.store.folderOf(type);
  parts.index.markFolder(type, before.mark, () => folderState(folder)?.mark === before.mark);
}

/**
 * Runs `list`, then compares the files of the rows it returned with what the index holds of them
 * (`indexed`: the states of the page's ids; a row read just now has none) and lists again if one
 * changed or vanished.
 */
async function checkPage<T extends { id: string }>(
  type: EntityType,
  parts: ReconcileParts,
  list: () => T[],
  indexed: (ids: string[]) => Map<string, FileState>,
): Promise<T[]> {
  let page = list();
  const known = indexed(page.map((row) => row.id));
  const stale: string[] = [];
  const vanished: string[] = [];
  for (const { id } of page) {
    const state = known.get(id);
    if (!state) continue;
    const info = statSync(parts.store.pathOf(type, id), { throwIfNoEntry: false });
    if (!info) vanished.push(id);
    else if (info.mtimeMs !== state.mtimeMs || info.size !== state.size) stale.push(id);
  }
  if (stale.length + vanished.length > 0) {
    await applyChanges(type, { toRead: stale, gone: vanished, known }, parts, noResult());
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
