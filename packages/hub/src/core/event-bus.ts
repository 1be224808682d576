// In-process fan-out of change events and task-log lines, with sequence ids and a bounded replay
// buffer so an SSE client that reconnects with Last-Event-ID gets what it missed.
import type { AgentHubEvent, TaskLogLine } from "./api.ts";

/** How many recent entries are kept for Last-Event-ID replay. */
export const REPLAY_BUFFER_SIZE = 1_000;

export type BusEntry =
  | { seq: number; kind: "change"; event: AgentHubEvent }
  | { seq: number; kind: "task-log"; line: TaskLogLine };

export interface BusFilter {
  role?: string;
}

export type BusListener = (entry: BusEntry) => void;

/** Role filter: events that carry a role pass only for that role; role-less events pass for all. */
export function passesFilter(entry: BusEntry, filter: BusFilter): boolean {
  if (!filter.role || entry.kind === "task-log") return true;
  return entry.event.role === undefined || entry.event.role === filter.role;
}

export class EventBus {
  readonly bufferSize: number;
  #listeners = new Set<{ listener: BusListener; filter: BusFilter }>();
  #buffer: BusEntry[] = [];
  // Ids start from the boot time so ids from before a restart are never mistaken for current ones.
  #seq: number;

  constructor(options: { bufferSize?: number; firstSeq?: number } = {}) {
    this.bufferSize = options.bufferSize ?? REPLAY_BUFFER_SIZE;
    this.#seq = options.firstSeq ?? Date.now() * 1000;
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }

  publish(event: AgentHubEvent): BusEntry {
    return this.#deliver({ seq: ++this.#seq, kind: "change", event });
  }

  publishTaskLog(line: TaskLogLine): BusEntry {
    return this.#deliver({ seq: ++this.#seq, kind: "task-log", line });
  }

  subscribe(listener: BusListener, filter: BusFilter = {}): () => void {
    const entry = { listener, filter };
    this.#listeners.add(entry);
    return () => this.#listeners.delete(entry);
  }

  /**
   * Entries after `lastSeq` that pass the filter. `complete` is false when `lastSeq` is not in the
   * buffer's range (too old, or from another server run): then everything buffered is returned.
   */
  since(lastSeq: number, filter: BusFilter = {}): { entries: BusEntry[]; complete: boolean } {
    const oldest = this.#buffer[0]?.seq ?? this.#seq + 1;
    const complete = lastSeq >= oldest - 1 && lastSeq <= this.#seq;
    const entries = this.#buffer.filter((entry) => (!complete || entry.seq > lastSeq) && passesFilter(entry, filter));
    return { entries, complete };
  }

  #deliver(entry: BusEntry): BusEntry {
    this.#buffer.push(entry);
    if (this.#buffer.length > this.bufferSize) this.#buffer.shift();
    for (const { listener, filter } of this.#listeners) {
      if (!passesFilter(entry, filter)) continue;
      try {
        listener(entry);
      } catch {
        // One broken subscriber must not starve the others.
      }
    }
    return entry;
  }
}
