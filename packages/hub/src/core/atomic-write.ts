// Crash-safe file writes. A reader (or a crash) sees the old file or the new one, never a torn mix:
// content goes to a temporary file in the same folder, is fsynced, then renamed (or hard-linked
// for exclusive creation) over the final name, and the folder is fsynced so the name survives.
import { type FileHandle, link, open, rename, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/** Temporary files end with this suffix; the watcher and the index ignore them. */
export const TEMP_SUFFIX = ".tmp";

function tempPathFor(file: string): string {
  // Unique enough with the pid; the exclusive open ("wx") is what guarantees it. Not node:crypto:
  // loading it cost a writing command ~6 ms (issue 29).
  const random = Math.floor(Math.random() * 0x1_0000_0000)
    .toString(16)
    .padStart(8, "0");
  return join(dirname(file), `.${basename(file)}.${process.pid}.${random}${TEMP_SUFFIX}`);
}

/** Identity of a written file, as the index records it (rename and link keep both). */
export interface WrittenFile {
  mtimeMs: number;
  size: number;
}

/** Opens a fresh temporary file beside `file`; a name already taken (by a crashed writer of the same
 * pid, or a random clash) is skipped, never reused or removed. */
async function openTemp(file: string, mode: number): Promise<{ temp: string; handle: FileHandle }> {
  for (;;) {
    const temp = tempPathFor(file);
    try {
      return { temp, handle: await open(temp, "wx", mode) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

/** Writes `content` to a new temporary file beside `file` and syncs it; returns its path and identity. */
async function writeDurably(file: string, content: string, mode = 0o644): Promise<{ temp: string } & WrittenFile> {
  const { temp, handle } = await openTemp(file, mode);
  try {
    await handle.writeFile(content, "utf8");
    // fdatasync: the content and size must be durable; the mtime need not be flushed separately.
    // The identity is read while the sync runs (one thread-pool round trip less on the way).
    const [, { mtimeMs, size }] = await Promise.all([handle.datasync(), handle.stat()]);
    return { temp, mtimeMs, size };
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  } finally {
    await handle.close();
  }
}

async function fsyncFolder(folder: string): Promise<void> {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

// Group commit for folder fsyncs: one fsync covers every rename done before it started, so writers
// that arrive while one runs share the next one instead of queueing one each.
const folderSyncs = new Map<string, { running: Promise<void>; queued?: Promise<void> }>();

function startFolderSync(folder: string): Promise<void> {
  const running: Promise<void> = fsyncFolder(folder).finally(() => {
    const state = folderSyncs.get(folder);
    if (state?.running === running && !state.queued) folderSyncs.delete(folder);
  });
  const state = folderSyncs.get(folder);
  if (state) state.running = running;
  else folderSyncs.set(folder, { running });
  return running;
}

function syncFolder(folder: string): Promise<void> {
  const state = folderSyncs.get(folder);
  if (!state) return startFolderSync(folder);
  // The running fsync may have started before our rename: wait for it, then share the next one.
  state.queued ??= state.running
    .catch(() => {})
    .then(() => {
      state.queued = undefined;
      return startFolderSync(folder);
    });
  return state.queued;
}

/** Replaces (or creates) `file` atomically. */
export async function writeFileAtomic(
  file: string,
  content: string,
  options: { mode?: number } = {},
): Promise<WrittenFile> {
  const { temp, ...written } = await writeDurably(file, content, options.mode);
  try {
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
  await syncFolder(dirname(file));
  return written;
}

/**
 * Creates `file` atomically and exclusively: resolves undefined, writing nothing, when the name is
 * taken. `link()` fails with EEXIST instead of replacing, which is what makes id allocation safe
 * between processes without a counter file.
 */
export async function createFileExclusive(
  file: string,
  content: string,
  options: { mode?: number } = {},
): Promise<WrittenFile | undefined> {
  const { temp, ...written } = await writeDurably(file, content, options.mode);
  try {
    await link(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => {});
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return undefined;
    throw error;
  }
  // The temporary name goes while the folder syncs: only the new name must be durable (a
  // temporary file a crash leaves behind is removed later, see EntityStore.removeLeftovers).
  await Promise.all([syncFolder(dirname(file)), unlink(temp).catch(() => {})]);
  return written;
}
