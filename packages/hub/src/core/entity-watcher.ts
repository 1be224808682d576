// The file-system path of change detection: chokidar on every entity folder, debounced per file.
// The watcher only says "look at this file again"; the repository decides what changed.
import { watch } from "chokidar";
import { ENTITY_TYPES, type EntityType } from "./api.ts";
import { Debouncer } from "./debouncer.ts";
import { type EntityStore, locateEntityFile } from "./entity-store.ts";

export const WATCH_DEBOUNCE_MS = 50;

export interface EntityWatcher {
  close(): Promise<void>;
}

export async function watchEntityFiles(
  store: EntityStore,
  onFile: (type: EntityType, id: string) => void,
  options: { debounceMs?: number; onError?: (error: Error) => void } = {},
): Promise<EntityWatcher> {
  await store.ensureFolders();
  const debouncer = new Debouncer<string>(options.debounceMs ?? WATCH_DEBOUNCE_MS, (file) => {
    const located = locateEntityFile(store.hubDir, file);
    if (located) onFile(located.type, located.id);
  });
  const watcher = watch(
    ENTITY_TYPES.map((type) => store.folderOf(type)),
    {
      ignoreInitial: true,
      depth: 0,
      // Temporary files of atomic writes and anything that is not an entity file are noise.
      ignored: (path, stats) => Boolean(stats?.isFile()) && !locateEntityFile(store.hubDir, path),
    },
  );
  const schedule = (file: string) => {
    if (locateEntityFile(store.hubDir, file)) debouncer.schedule(file);
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
