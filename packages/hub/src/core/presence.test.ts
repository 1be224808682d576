import { describe, expect, it } from "vitest";
import { PresenceRegistry } from "./presence.ts";

describe("presence", () => {
  it("lets an announce go stale after the TTL when the agent holds no stream", () => {
    const registry = new PresenceRegistry({ ttlMs: 1_000, graceMs: 100 });
    registry.announce("al", "backend", 0);
    expect(registry.sweep(999)).toEqual([]);
    expect(registry.sweep(1_000).map((gone) => gone.agent)).toEqual(["al"]);
    expect(registry.list()).toEqual([]);
  });

  it("keeps an agent with an open stream present past the TTL, and lets it leave after the grace", () => {
    const registry = new PresenceRegistry({ ttlMs: 1_000, graceMs: 100 });
    registry.announce("al", "backend", 0);
    const close = registry.openStream("al", 10);
    expect(registry.sweep(5_000)).toEqual([]);
    close(5_000);
    expect(registry.sweep(5_099)).toEqual([]);
    expect(registry.sweep(5_100).map((gone) => gone.agent)).toEqual(["al"]);
  });

  it("does not count a reconnect within the grace as leaving, nor a second close of one stream", () => {
    const registry = new PresenceRegistry({ ttlMs: 1_000, graceMs: 100 });
    registry.announce("al", "backend", 0);
    const first = registry.openStream("al", 0);
    first(50);
    first(60);
    const second = registry.openStream("al", 80);
    expect(registry.sweep(500)).toEqual([]);
    second(600);
    expect(registry.sweep(650)).toEqual([]);
  });

  it("keeps joinedAt across re-announces in the same role", () => {
    const registry = new PresenceRegistry();
    const first = registry.announce("al", "backend", 0);
    const again = registry.announce("al", "backend", 5_000);
    expect(again.joinedAt).toBe(first.joinedAt);
    expect(again.lastSeenAt).not.toBe(first.lastSeenAt);
    expect(registry.announce("al", "qa", 6_000).joinedAt).toBe(new Date(6_000).toISOString());
  });
});
