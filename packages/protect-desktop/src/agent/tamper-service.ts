import { type FSWatcher, statSync, watch } from "node:fs";
import type { Agent, TickResult } from "./agent.ts";
import type { SystemAdapter } from "./system-adapter.ts";

export interface TamperServiceOptions {
  /** Time between ticks when nothing changes; the production default is one minute. */
  readonly intervalMs: number;
  readonly onTick?: (result: TickResult) => void;
  readonly onError?: (error: unknown) => void;
}

/**
 * The tamper-protection service's loop: ticks the agent on an interval and at once when one of the
 * adapter's folders changes, one tick at a time (a change during a tick queues exactly one more).
 * On Windows it runs as a SYSTEM service; on Linux as a root systemd unit.
 */
export class TamperService {
  readonly #agent: Agent;
  readonly #system: SystemAdapter;
  readonly #options: TamperServiceOptions;
  /** Folder → its watcher and the inode it watches (a folder deleted and made again is a new one). */
  readonly #watchers = new Map<string, { watcher: FSWatcher; inode: number }>();
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = true;

  constructor(agent: Agent, system: SystemAdapter, options: TamperServiceOptions) {
    this.#agent = agent;
    this.#system = system;
    this.#options = options;
  }

  start(): void {
    this.#stopped = false;
    this.#timer = setInterval(() => this.poke(), this.#options.intervalMs);
    this.poke();
  }

  /** Runs a tick now, or one more after the running one. */
  poke(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#loop().finally(() => {
      this.#running = null;
    });
  }

  async #loop(): Promise<void> {
    do {
      this.#again = false;
      try {
        const result = await this.#agent.tick();
        this.#watch();
        this.#options.onTick?.(result);
      } catch (error) {
        this.#watch();
        this.#options.onError?.(error);
      }
    } while (this.#again && !this.#stopped);
  }

  /** Watches the adapter's folders that exist now (a tick may have made them, or made them again). */
  #watch(): void {
    // A tick that finishes after stop() must not watch again: the watchers would outlive the
    // service and keep the process alive.
    if (this.#stopped) return;
    for (const path of this.#system.watchPaths) {
      const inode = inodeOf(path);
      const current = this.#watchers.get(path);
      if (current && current.inode === inode) continue;
      current?.watcher.close();
      this.#watchers.delete(path);
      if (inode === null) continue;
      const watcher = watch(path, () => this.poke());
      watcher.on("error", () => {
        watcher.close();
        this.#watchers.delete(path);
        this.poke();
      });
      this.#watchers.set(path, { watcher, inode });
    }
  }

  /** Stops the timer and the watchers; resolves once a running tick has finished. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    for (const { watcher } of this.#watchers.values()) watcher.close();
    this.#watchers.clear();
    await this.#running;
  }

  /** How many folders are watched now (tests: none once stopped). */
  get watching(): number {
    return this.#watchers.size;
  }
}

function inodeOf(path: string): number | null {
  try {
    return statSync(path).ino;
  } catch {
    return null;
  }
}
