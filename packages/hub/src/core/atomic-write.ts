// Crash-safe file writes. A reader (or a crash) sees the old file or the new one, never a torn mix:
// content goes to a temporary file in the same folder, is fsynced, then renamed (or hard-linked
// for exclusive creation) over the final name, and the folder is fsynced so the name survives.
import {
  closeSync,
  fdatasync,
  fstatSync,
  fsync,
  linkSync,
  openSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";

/** Temporary files end with this suffix; the watcher and the index ignore them. */
export const TEMP_SUFFIX = ".tmp";

/** Removes a temporary file; one already gone is fine. */
function removeQuietly(temp: string): void {
  try {
    unlinkSync(temp);
  } catch {}
}

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
function openTemp(file: string, mode: number): { temp: string; fd: number } {
  for (;;) {
    const temp = tempPathFor(file);
    try {
      return { temp, fd: openSync(temp, "wx", mode) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

/** `fsync`/`fdatasync` of an open descriptor on the thread pool (the only slow step of a write). */
function syncDescriptor(fd: number, dataOnly: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    (dataOnly ? fdatasync : fsync)(fd, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * Writes `content` to a new temporary file beside `file` and syncs it; returns its path and identity.
 *
 * The steps that only touch metadata or the page cache (open, write, stat, close, and in the callers
 * link, rename, unlink) are synchronous calls of a few microseconds each; only the two syncs, which
 * wait for the disk, go to the thread pool. Before, each step was a thread-pool round trip, about ten
 * per create, each waiting for a busy event loop to come back to it: that, not the disk, was most
 * of a durable create's latency to its SSE subscribers (bench/README.md, hub-delivery). The order of
 * the system calls, and so what a crash can leave, is unchanged.
 */
async function writeDurably(file: string, content: string, mode = 0o644): Promise<{ temp: string } & WrittenFile> {
  const { temp, fd } = openTemp(file, mode);
  try {
    writeFileSync(fd, content, "utf8");
    const { mtimeMs, size } = fstatSync(fd);
    // fdatasync: the content and size must be durable; the mtime need not be flushed separately.
    await syncDescriptor(fd, true);
    return { temp, mtimeMs, size };
  } catch (error) {
    removeQuietly(temp);
    throw error;
  } finally {
    closeSync(fd);
  }
}

async function fsyncFolder(folder: string): Promise<void> {
  const fd = openSync(folder, "r");
  try {
    await syncDescriptor(fd, false);
  } finally {
    closeSync(fd);
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
    renameSync(temp, file);
  } catch (error) {
    removeQuietly(temp);
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
    linkSync(temp, file);
  } catch (error) {
    removeQuietly(temp);
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return undefined;
    throw error;
  }
  // The temporary name goes before the folder syncs: only the new name must be durable (a
  // temporary file a crash leaves behind is removed later, see EntityStore.removeLeftovers).
  removeQuietly(temp);
  await syncFolder(dirname(file));
  return written;
}
