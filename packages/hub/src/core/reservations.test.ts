import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeProject } from "../../test/hub-fixture.ts";
import type { AgentHubEvent } from "./api.ts";
import { type ManualClock, manualClock } from "./clock.ts";
import { type Hub, openHub } from "./hub.ts";

describe("file reservations in the core (real files, injected clock)", () => {
  let projectDir: string;
  let cleanup: () => Promise<void>;
  let clock: ManualClock;
  let hub: Hub;
  let events: AgentHubEvent[];

  beforeEach(async () => {
    ({ projectDir, cleanup } = await makeProject());
    clock = manualClock();
    hub = await openHub(projectDir, { clock });
    events = [];
    hub.subscribe((event) => events.push(event));
  });
  afterEach(async () => {
    await hub.close();
    await cleanup();
  });

  it("reserves with the defaults (exclusive, one hour) and lists it with holder and expiry", async () => {
    const reservation = await hub.reserve({ agent: "ann", paths: ["./src/core", "docs/**/*.md"], taskId: "TSK-0001" });
    expect(reservation).toMatchObject({
      id: "RSV-0001",
      agent: "ann",
      paths: ["src/core", "docs/**/*.md"],
      mode: "exclusive",
      taskId: "TSK-0001",
      ttlSeconds: 3600,
      expiresAt: new Date(clock.nowMs() + 3_600_000).toISOString(),
    });
    expect(await hub.listReservations()).toEqual([reservation]);
    expect(await hub.listReservations({ agent: "bob" })).toEqual([]);
    expect(await hub.listReservations({ path: "src/core/hub.ts" })).toEqual([reservation]);
    expect(await hub.listReservations({ path: "src/cli" })).toEqual([]);
    expect(events).toEqual([
      expect.objectContaining({ type: "reservation", action: "created", id: "RSV-0001", agent: "ann" }),
    ]);
  });

  it("refuses an overlapping reservation of another agent with conflict naming holder, paths and expiry", async () => {
    const held = await hub.reserve({ agent: "ann", paths: ["src/core"] });
    await expect(hub.reserve({ agent: "bob", paths: ["src/**/*.ts"] })).rejects.toMatchObject({
      code: "conflict",
      message: `Cannot reserve "src/**/*.ts" exclusive: RSV-0001 "src/core" exclusive by "ann" until ${held.expiresAt}`,
    });
    // No id used, nothing written for the refused one.
    expect((await hub.reserve({ agent: "bob", paths: ["docs"] })).id).toBe("RSV-0002");
    // The holder's own reservations never stand in its way.
    expect((await hub.reserve({ agent: "ann", paths: ["src/core/hub.ts"] })).id).toBe("RSV-0003");
  });

  it("lets shared reservations overlap each other, but not an exclusive one", async () => {
    await hub.reserve({ agent: "ann", paths: ["src/api.ts"], mode: "shared" });
    await hub.reserve({ agent: "bob", paths: ["src/*.ts"], mode: "shared" });
    await expect(hub.reserve({ agent: "cy", paths: ["src/api.ts"] })).rejects.toMatchObject({ code: "conflict" });
    const check = await hub.checkReservations({ paths: ["src/api.ts"], agent: "cy" });
    expect(check.ok).toBe(false);
    expect(check.conflicts.map((r) => r.agent)).toEqual(["ann", "bob"]);
    expect(await hub.checkReservations({ paths: ["src/api.ts"], agent: "cy", mode: "shared" })).toEqual({
      ok: true,
      conflicts: [],
    });
    expect(
      (await hub.checkReservations({ paths: ["src/api.ts"], agent: "ann" })).conflicts.map((r) => r.agent),
    ).toEqual(["bob"]);
  });

  it("expires: an expired reservation never lists and never blocks, and the sweep announces it once", async () => {
    await hub.reserve({ agent: "ann", paths: ["src"], ttlSeconds: 60 });
    clock.advance(59_999);
    expect((await hub.checkReservations({ paths: ["src/a.ts"], agent: "bob" })).ok).toBe(false);
    clock.advance(1);
    expect(await hub.listReservations()).toEqual([]);
    expect(await hub.checkReservations({ paths: ["src/a.ts"], agent: "bob" })).toEqual({ ok: true, conflicts: [] });
    await expect(hub.renewReservation("RSV-0001", { agent: "ann" })).rejects.toMatchObject({ code: "not_found" });
    expect((await hub.sweepReservations()).map((r) => r.id)).toEqual(["RSV-0001"]);
    expect(await hub.sweepReservations()).toEqual([]);
    expect(events.map((e) => `${e.action} ${e.id}`)).toEqual(["created RSV-0001", "expired RSV-0001"]);
  });

  it("a reserve over an expired reservation takes the paths and announces the expiry on the way", async () => {
    await hub.reserve({ agent: "ann", paths: ["src"], ttlSeconds: 10 });
    clock.advance(10_000);
    const taken = await hub.reserve({ agent: "bob", paths: ["src"] });
    expect(taken.id).toBe("RSV-0002");
    expect(events.map((e) => `${e.action} ${e.id}`)).toEqual([
      "created RSV-0001",
      "expired RSV-0001",
      "created RSV-0002",
    ]);
  });

  it("renews from now by its own ttl (or a new one) and releases; only the holder, or with force", async () => {
    const reservation = await hub.reserve({ agent: "ann", paths: ["src"], ttlSeconds: 600 });
    clock.advance(300_000);
    await expect(hub.renewReservation(reservation.id, { agent: "bob" })).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringContaining('held by "ann"'),
    });
    const renewed = await hub.renewReservation(reservation.id, { agent: "ann" });
    expect(renewed.expiresAt).toBe(new Date(clock.nowMs() + 600_000).toISOString());
    const longer = await hub.renewReservation(reservation.id, { agent: "ann", ttlSeconds: 7200 });
    expect(longer).toMatchObject({ ttlSeconds: 7200, expiresAt: new Date(clock.nowMs() + 7_200_000).toISOString() });
    await expect(hub.releaseReservation(reservation.id, { agent: "bob" })).rejects.toMatchObject({ code: "conflict" });
    expect((await hub.releaseReservation(reservation.id, { agent: "bob", force: true })).id).toBe(reservation.id);
    expect(await hub.listReservations()).toEqual([]);
    await expect(hub.releaseReservation(reservation.id, { agent: "ann" })).rejects.toMatchObject({
      code: "not_found",
    });
    expect(events.map((e) => e.action)).toEqual(["created", "updated", "updated", "released"]);
  });

  it.each([
    [{ agent: "ann", paths: [] }, '"paths" must name at least one path'],
    [{ agent: "ann", paths: ["/etc"] }, "must be relative to the project"],
    [{ agent: "ann", paths: ["../x"] }, "must not contain . or .. folders"],
    [{ agent: "ann", paths: ["src"], ttlSeconds: 86_401 }, "at most 86400 seconds"],
    [{ agent: "ann", paths: ["src"], ttlSeconds: 1.5 }, "whole number"],
    [{ agent: " ", paths: ["src"] }, '"agent" must not be empty'],
    [{ agent: "ann", paths: ["src"], mode: "sole" }, '"mode"'],
  ])("refuses %j as invalid_input, writing nothing", async (input, why) => {
    await expect(hub.reserve(input as never)).rejects.toMatchObject({
      code: "invalid_input",
      message: expect.stringContaining(why),
    });
    expect(await hub.listReservations()).toEqual([]);
    expect(events).toEqual([]);
  });

  it("race: two hubs on one project (as two processes) reserve overlapping paths at once, exactly one wins", async () => {
    const other = await openHub(projectDir, { clock });
    try {
      for (let round = 0; round < 5; round += 1) {
        const paths = [`race${round}/**`];
        const results = await Promise.allSettled([
          hub.reserve({ agent: "ann", paths }),
          other.reserve({ agent: "bob", paths: [`race${round}/x.ts`] }),
          hub.reserve({ agent: "cy", paths: [`race${round}`] }),
        ]);
        expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
        expect(
          results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason.code),
        ).toEqual(["conflict", "conflict"]);
      }
      const ids = (await other.listReservations()).map((r) => r.id);
      expect(new Set(ids).size).toBe(5);
    } finally {
      await other.close();
    }
  });
});
