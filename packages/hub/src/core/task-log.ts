// Task-log lines: operational chatter (build output, progress notes) attached to a task. They are
// kept apart from the task file, one JSON line each in `.hub/logs/<TSK-id>.jsonl`, so a busy log
// never rewrites the task or wakes change handlers. Retention: the newest TASK_LOG_KEEP lines per
// task; the file is trimmed when it reaches twice that. The log is removed with its task.
import { appendFile, mkdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import type { TaskLogLine } from "./api.ts";
import { writeFileAtomic } from "./atomic-write.ts";

export const TASK_LOG_FOLDER = "logs";
export const TASK_LOG_KEEP = 1_000;

export class TaskLogStore {
  readonly folder: string;
  readonly keep: number;
  #lineCounts = new Map<string, number>();

  constructor(hubDir: string, options: { keep?: number } = {}) {
    this.folder = join(hubDir, TASK_LOG_FOLDER);
    this.keep = options.keep ?? TASK_LOG_KEEP;
  }

  #file(taskId: string): string {
    return join(this.folder, `${taskId}.jsonl`);
  }

  async append(line: TaskLogLine): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    // One appendFile call is one O_APPEND write: lines from two processes never interleave.
    await appendFile(this.#file(line.taskId), `${JSON.stringify(line)}\n`, "utf8");
    const count = (this.#lineCounts.get(line.taskId) ?? (await this.#read(line.taskId)).length - 1) + 1;
    this.#lineCounts.set(line.taskId, count);
    if (count >= this.keep * 2) await this.#trim(line.taskId);
  }

  /** The kept lines of a task, oldest first. Lines a crash cut short are skipped. */
  async list(taskId: string): Promise<TaskLogLine[]> {
    return (await this.#read(taskId)).slice(-this.keep);
  }

  async remove(taskId: string): Promise<void> {
    this.#lineCounts.delete(taskId);
    await rm(this.#file(taskId), { force: true });
  }

  async #read(taskId: string): Promise<TaskLogLine[]> {
    let text: string;
    try {
      text = await readFile(this.#file(taskId), "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    const lines: TaskLogLine[] = [];
    for (const raw of text.split("\n")) {
      if (!raw) continue;
      try {
        lines.push(JSON.parse(raw) as TaskLogLine);
      } catch {}
    }
    return lines;
  }

  async #trim(taskId: string): Promise<void> {
    const kept = (await this.#read(taskId)).slice(-this.keep);
    await writeFileAtomic(this.#file(taskId), kept.map((line) => `${JSON.stringify(line)}\n`).join(""));
    this.#lineCounts.set(taskId, kept.length);
  }
}
