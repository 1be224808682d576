// The file-system path of change detection: chokidar on every entity folder, debounced per file.
// The watcher only says "look at this file again"; the repository decides what changed.
import { watch } from "chokidar";
import { ENTITY_TYPES, type EntityType } from "./api.ts";
import { TEMP_SUFFIX } from "./atomic-write.ts";
import { Debouncer } from "./debouncer.ts";
import { LOCK_SUFFIX } from "./entity-lock.ts";
import { type EntityStore, locateEntityFile } from "./entity-store.ts";

export const WATCH_DEBOUNCE_MS = 50;

export interface EntityWatcher {
  close(): Promise<void>;
}

export async function watchEntityFiles(
  store: EntityStore,
  onFile: (type: EntityType, id: string) => void,
  options: WatchOptions = {},
): Promise<EntityWatcher> {
  await store.ensureFolders();
  return watchFilesDebounced(
    ENTITY_TYPES.map((type) => store.folderOf(type)),
    // Temporary files of atomic writes and anything that is not an entity file are noise.
    (file) => locateEntityFile(store.hubDir, file) !== undefined,
    (file) => {
      const located = locateEntityFile(store.hubDir, file);
      if (located) onFile(located.type, located.id);
    },
    options,
  );
}

export interface WatchOptions {
  debounceMs?: number;
  onError?: (error: Error) => void;
}

/**
 * Watches folders (not below them) and calls `onFile` once per burst of additions, changes and
 * removals of a file `accept` takes, `debounceMs` after the last one. Resolves once watching.
 */
export async function watchFilesDebounced(
  folders: string[],
  accept: (file: string) => boolean,
  onFile: (file: string) => void,
  options: WatchOptions = {},
): Promise<EntityWatcher> {
  const debouncer = new Debouncer<string>(options.debounceMs ?? WATCH_DEBOUNCE_MS, onFile);
  const watcher = watch(folders, {
    ignoreInitial: true,
    depth: 0,
    // Temporary and lock files come and go with every write: ignored by name, before chokidar
    // stats them; anything else a folder holds that is not accepted, once it is known to be a file.
    ignored: (path, stats) =>
      path.endsWith(TEMP_SUFFIX) || path.endsWith(LOCK_SUFFIX) || (Boolean(stats?.isFile()) && !accept(path)),
  });
  const schedule = (file: string) => {
    if (accept(file)) debouncer.schedule(file);
  };
  watcher.on("add", schedule).on("change", schedule).on("unlink", schedule);
  watcher.on("error", (error) => options.onError?.(error as Error));
  await new Promise<void>((resolve) => watcher.once("ready", () => resolve()));
  return {
    async close() {
      debouncer.cancel();
      await watcher.close();
    },
  };
}
