import { describe, expect, it } from "vitest";
import type { AgentHubEvent } from "./api.ts";
import { type BusEntry, EventBus } from "./event-bus.ts";

const task = (id: string, role?: string): AgentHubEvent => ({
  type: "task",
  action: "created",
  id,
  ...(role ? { role } : {}),
});

describe("event bus", () => {
  it("replays the entries after a known id, filtered by role", () => {
    const bus = new EventBus({ firstSeq: 100 });
    bus.publish(task("TSK-0001", "backend"));
    bus.publish(task("TSK-0002", "frontend"));
    bus.publishTaskLog({ taskId: "TSK-0001", ts: "2026-01-01T00:00:00.000Z", text: "x" });
    bus.publish(task("TSK-0003"));
    const { entries, complete } = bus.since(101, { role: "backend" });
    expect(complete).toBe(true);
    expect(entries.map((entry) => entry.seq)).toEqual([103, 104]);
  });

  it("reports a gap and returns the whole buffer for an id it no longer holds or never issued", () => {
    const bus = new EventBus({ firstSeq: 0, bufferSize: 3 });
    for (let n = 1; n <= 5; n += 1) bus.publish(task(`TSK-000${n}`));
    expect(bus.since(2)).toMatchObject({ complete: true });
    expect(bus.since(1).complete).toBe(false);
    expect(bus.since(1).entries.map((entry) => entry.seq)).toEqual([3, 4, 5]);
    expect(bus.since(99).complete).toBe(false);
    expect(bus.since(5)).toEqual({ entries: [], complete: true });
  });

  it("keeps delivering to other subscribers when one throws", () => {
    const bus = new EventBus();
    const seen: BusEntry[] = [];
    bus.subscribe(() => {
      throw new Error("broken subscriber");
    });
    bus.subscribe((entry) => seen.push(entry));
    bus.publish(task("TSK-0001"));
    expect(seen).toHaveLength(1);
  });
});
