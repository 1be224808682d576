// Brings the index in line with the files: entities whose file changed size or mtime since they
// were indexed are re-read, rows whose file is gone are dropped. A fresh database is filled the same
// way. No events: this is catching up, not a change anyone made now.
import { stat } from "node:fs/promises";
import { ENTITY_TYPES } from "./api.ts";
import type { AnyEntity } from "./entity-files.ts";
import { stampOf } from "./entity-files.ts";
import { ftsOptionsFor, type HubLogger } from "./entity-repository.ts";
import type { EntityStore, StoredEntity } from "./entity-store.ts";
import type { EntityIndex } from "./sqlite-index.ts";

const READ_BATCH = 64;
/** A catch-up that touched more rows than this checkpoints the WAL (see EntityIndex.checkpoint). */
const CHECKPOINT_AFTER = 1_000;

export interface ReconcileResult {
  indexed: number;
  removed: number;
  unreadable: number;
}

export async function reconcileIndex(
  store: EntityStore,
  index: EntityIndex,
  logger: HubLogger,
): Promise<ReconcileResult> {
  const result: ReconcileResult = { indexed: 0, removed: 0, unreadable: 0 };
  for (const type of ENTITY_TYPES) {
    const known = index.fileStates(type);
    const ids = await store.listIds(type);
    const changed: StoredEntity[] = [];
    const toRead: string[] = [];
    for (const id of ids) {
      const indexed = known.get(id);
      known.delete(id);
      if (indexed) {
        const info = await stat(store.pathOf(type, id)).catch(() => undefined);
        if (info && info.mtimeMs === indexed.mtimeMs && info.size === indexed.size) continue;
      }
      toRead.push(id);
    }
    // Read in parallel batches: a rebuild of 100,000 notes is bound by file reads and YAML parsing.
    for (let start = 0; start < toRead.length; start += READ_BATCH) {
      const batch = await Promise.all(
        toRead.slice(start, start + READ_BATCH).map((id) =>
          store.read(type, id).catch((error: unknown) => {
            result.unreadable += 1;
            logger.warn((error as Error).message);
            return undefined;
          }),
        ),
      );
      for (const stored of batch) if (stored) changed.push(stored);
    }
    index.transaction(() => {
      for (const stored of changed) {
        const entity = stored.entity as AnyEntity;
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
      }
      for (const id of known.keys()) index.remove(type, id);
    });
    result.indexed += changed.length;
    result.removed += known.size;
  }
  if (result.indexed + result.removed > CHECKPOINT_AFTER) index.checkpoint();
  return result;
}
