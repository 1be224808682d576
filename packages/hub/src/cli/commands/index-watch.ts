// `hub index-watch [--dir]`: runs the project's index watcher in the foreground until it has been
// idle for 30 minutes, its project is removed, or SIGINT/SIGTERM. Local commands start it on their
// own (detached) once they compared a large folder file by file; docs/decisions/hub-index-watcher.md.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ENTITY_TYPES, HubError } from "../../core/api.ts";
import { hubDirOf } from "../../core/config.ts";
import { EntityStore } from "../../core/entity-store.ts";
import { INDEX_FILE } from "../../core/hub.ts";
import { INDEX_WATCH_SUPPORTED } from "../../index-watch/feed.ts";
import { indexWatchSocketPath, watchFolderOf } from "../../index-watch/layout.ts";
import { startIndexWatcher } from "../../index-watch/watcher.ts";
import { type CliIo, UsageError } from "../cli-io.ts";
import { resolveProjectDir } from "../project-dir.ts";

export async function indexWatch(options: { dir?: string }, io: CliIo, stopSignal: Promise<unknown>): Promise<void> {
  if (!INDEX_WATCH_SUPPORTED) throw new UsageError(`hub index-watch runs on Linux only, not on ${process.platform}`);
  const projectDir = resolveProjectDir(options.dir, io.cwd);
  const hubDir = hubDirOf(projectDir);
  if (!existsSync(hubDir)) throw new HubError("not_found", `No hub project at "${projectDir}": run \`hub init\``);
  const store = new EntityStore(hubDir);
  await store.ensureFolders();
  const socketPath = indexWatchSocketPath(hubDir);
  const watcher = await startIndexWatcher({
    hubDir,
    folders: ENTITY_TYPES.map((type) => store.folderOf(type)),
    socketPath,
    indexFile: join(hubDir, INDEX_FILE),
    log: (line) => io.stderr(`index-watch: ${line}\n`),
  });
  if (!watcher) {
    io.stderr(`An index watcher already answers for ${projectDir} (${socketPath})\n`);
    return;
  }
  io.stderr(`Index watcher for ${projectDir} (journal in ${watchFolderOf(hubDir)})\n`);
  await Promise.race([watcher.stopped, stopSignal]);
  await watcher.close();
}
