// The file-system path of task-log lines: lines another process appends to `.hub/logs/*.jsonl`
// (a CLI in local mode) are read from where the last read ended and handed on, so they reach
// subscribers like the server's own appends. A rewrite that shrinks a file (the retention trim)
// moves the read position to the new end: it adds no lines.
import { open, readdir, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import type { TaskLogLine } from "./api.ts";
import { watchFilesDebounced } from "./entity-watcher.ts";
import { KeyedQueue } from "./keyed-queue.ts";

export interface TaskLogWatcher {
  close(): Promise<void>;
}

const TASK_LOG_FILE = /^(TSK-\d+)\.jsonl$/;

export async function watchTaskLogs(
  folder: string,
  onLine: (line: TaskLogLine) => void,
  options: { debounceMs?: number; onError?: (error: Error) => void } = {},
): Promise<TaskLogWatcher> {
  const offsets = new Map<string, number>();
  const queue = new KeyedQueue();
  // Lines already in the files when watching starts are history, not news.
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    if (!TASK_LOG_FILE.test(name)) continue;
    const info = await stat(join(folder, name)).catch(() => undefined);
    if (info) offsets.set(name, info.size);
  }
  const readNew = (file: string) =>
    queue.run(file, async () => {
      const name = basename(file);
      const from = offsets.get(name) ?? 0;
      const handle = await open(file, "r").catch(() => undefined);
      if (!handle) {
        offsets.delete(name);
        return;
      }
      try {
        const { size } = await handle.stat();
        if (size <= from) {
          offsets.set(name, size);
          return;
        }
        const buffer = Buffer.alloc(size - from);
        await handle.read(buffer, 0, buffer.length, from);
        const text = buffer.toString("utf8");
        // A line still being written stays for the next read.
        const complete = text.lastIndexOf("\n") + 1;
        offsets.set(name, from + Buffer.byteLength(text.slice(0, complete)));
        for (const raw of text.slice(0, complete).split("\n")) {
          if (!raw) continue;
          try {
            onLine(JSON.parse(raw) as TaskLogLine);
          } catch {
            // A line a crash cut short: skipped, as the log reader does.
          }
        }
      } finally {
        await handle.close();
      }
    });
  const watcher = await watchFilesDebounced(
    [folder],
    (file) => TASK_LOG_FILE.test(basename(file)),
    (file) => {
      readNew(file).catch((error: unknown) => options.onError?.(error as Error));
    },
    options,
  );
  return {
    async close() {
      await watcher.close();
      await queue.drain();
    },
  };
}
