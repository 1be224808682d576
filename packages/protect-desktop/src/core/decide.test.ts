import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Action, AgentInput, Credential, ItemState, ServerView } from "./agent-input.ts";
import { decide } from "./decide.ts";

const CREDENTIALS: Credential[] = ["none", "valid", "rejected"];
const ITEM_STATES: ItemState[] = ["applied", "missing", "drifted"];
const ITEM_IDS = ["browser:chrome", "browser:firefox", "resolver"];
const SERVERS: (ServerView | null)[] = [null];
for (const shouldBeActive of [true, false]) {
  SERVERS.push({ shouldBeActive, release: { kind: "none" } });
  SERVERS.push({ shouldBeActive, release: { kind: "pending", releaseAt: "2026-11-24T10:00:00.000Z" } });
  SERVERS.push({ shouldBeActive, release: { kind: "released" } });
}

/** Every input over three items: 3 × 2 × 2 × 2 × 2 × 7 × 27 = 9,072 cases. */
function* everyInput(): Generator<AgentInput> {
  const itemSets: Record<string, ItemState>[] = [{}];
  for (const id of ITEM_IDS) {
    const next: Record<string, ItemState>[] = [];
    for (const set of itemSets) for (const state of ITEM_STATES) next.push({ ...set, [id]: state });
    itemSets.splice(0, itemSets.length, ...next);
  }
  for (const credential of CREDENTIALS)
    for (const registered of [false, true])
      for (const profile of [false, true])
        for (const enforced of [false, true])
          for (const released of [false, true])
            for (const server of SERVERS)
              for (const items of itemSets)
                yield { credential, registered, profile, enforced, released, server, items };
}

const of = <T extends Action["type"]>(actions: readonly Action[], type: T) =>
  actions.filter((a): a is Extract<Action, { type: T }> => a.type === type);
const notApplied = (input: AgentInput) => Object.keys(input.items).filter((id) => input.items[id] !== "applied");
const present = (input: AgentInput) => Object.keys(input.items).filter((id) => input.items[id] !== "missing");

describe("decide, over every input", () => {
  const all = [...everyInput()];

  it("enumerates 9,072 inputs", () => {
    expect(all).toHaveLength(9072);
  });

  it("says released, not unpaired, once a release ended protection, until the computer is paired again", () => {
    for (const input of all) {
      const { phase, actions } = decide(input);
      if (input.server?.release.kind === "released") {
        expect(phase).toBe("released");
        // The release is remembered as protection ends (and only then).
        expect(of(actions, "end-enforcement").length > 0).toBe(input.enforced || input.profile || !input.released);
      } else if (input.credential !== "valid" && !input.enforced && !input.profile)
        expect(phase, JSON.stringify(input)).toBe(input.released ? "released" : "unpaired");
      else expect(phase).not.toBe("released");
    }
  });

  it("removes protection only when protect-server reports the device released", () => {
    for (const input of all) {
      const { actions } = decide(input);
      if (of(actions, "remove").length > 0) expect(input.server?.release.kind).toBe("released");
    }
  });

  it("never removes and applies in one decision, and never applies after a release", () => {
    for (const input of all) {
      const { actions } = decide(input);
      const applies = of(actions, "apply").length > 0;
      expect(applies && of(actions, "remove").length > 0).toBe(false);
      if (input.server?.release.kind === "released") expect(applies).toBe(false);
    }
  });

  it("applies exactly the items that are not applied whenever a profile is known and protection is not paused", () => {
    for (const input of all) {
      const { actions } = decide(input);
      const shouldApply =
        input.profile && input.server?.release.kind !== "released" && input.server?.shouldBeActive !== false;
      const expected = shouldApply ? notApplied(input).sort() : [];
      expect(of(actions, "apply").flatMap((a) => a.items)).toEqual(expected);
    }
  });

  it("reports drift exactly when enforced protection is repaired", () => {
    for (const input of all) {
      const { actions } = decide(input);
      const apply = of(actions, "apply")[0];
      const drift = of(actions, "report-drift")[0];
      if (input.enforced && apply) {
        expect(drift?.items).toEqual(apply.items);
        expect(apply.repair).toBe(true);
      } else {
        expect(drift).toBeUndefined();
        if (apply) expect(apply.repair).toBe(false);
      }
    }
  });

  it("allows uninstalling only when nothing is applied and protection was released or never enforced", () => {
    for (const input of all) {
      const { uninstallAllowed } = decide(input);
      const expected = present(input).length === 0 && (input.server?.release.kind === "released" || !input.enforced);
      expect(uninstallAllowed, JSON.stringify(input)).toBe(expected);
    }
  });

  it("treats an unreachable server like a server that wants protection active (fails closed)", () => {
    for (const input of all) {
      if (input.server !== null) continue;
      const active = decide({ ...input, server: { shouldBeActive: true, release: { kind: "none" } } });
      expect(decide(input).actions).toEqual(active.actions);
      expect(decide(input).uninstallAllowed).toBe(active.uninstallAllowed);
    }
  });

  it("a missing or refused token never weakens protection compared with a valid one", () => {
    for (const input of all) {
      if (input.credential === "valid") continue;
      const withToken = decide({ ...input, credential: "valid" });
      const without = decide(input);
      expect(of(without.actions, "apply")).toEqual(of(withToken.actions, "apply"));
      expect(of(without.actions, "remove")).toEqual(of(withToken.actions, "remove"));
    }
  });

  it("registers before fetching the profile and only with a valid token", () => {
    for (const input of all) {
      const types = decide(input).actions.map((a) => a.type);
      if (types.includes("register")) expect(input.credential === "valid" && !input.registered).toBe(true);
      if (types.includes("fetch-profile"))
        expect(input.credential === "valid" && input.registered && !input.profile).toBe(true);
      if (input.credential === "rejected" || (input.server?.release.kind === "released" && input.credential !== "none"))
        expect(types).toContain("forget-pairing");
    }
  });

  it("names the phase the app shows", () => {
    const base: AgentInput = {
      credential: "valid",
      registered: true,
      profile: true,
      enforced: true,
      released: false,
      server: { shouldBeActive: true, release: { kind: "none" } },
      items: { resolver: "applied" },
    };
    expect(decide({ ...base, credential: "none", enforced: false, profile: false }).phase).toBe("unpaired");
    expect(decide({ ...base, credential: "none", enforced: false, profile: false, released: true }).phase).toBe(
      "released",
    );
    expect(decide({ ...base, registered: false }).phase).toBe("setup");
    expect(decide(base).phase).toBe("protecting");
    expect(
      decide({ ...base, server: { shouldBeActive: true, release: { kind: "pending", releaseAt: "x" } } }).phase,
    ).toBe("cooldown");
    expect(decide({ ...base, server: { shouldBeActive: false, release: { kind: "none" } } }).phase).toBe("paused");
    expect(decide({ ...base, credential: "none" }).phase).toBe("relink");
    expect(decide({ ...base, server: { shouldBeActive: true, release: { kind: "released" } } }).phase).toBe("released");
  });
});

/**
 * A small world: the machine's items, the pairing and the server's answer change as the agent's
 * actions say, and the user or malware changes items between ticks. Whatever happens, the agent
 * converges: at most two ticks after the last interference nothing is left to apply, and a release
 * ends with nothing on the machine and uninstall allowed.
 */
describe("decide, run as a loop against a simulated machine", () => {
  type World = AgentInput;
  const step = (world: World): World => {
    let next = world;
    for (const action of decide(world).actions) {
      switch (action.type) {
        case "register":
          next = { ...next, registered: true };
          break;
        case "fetch-profile":
          next = { ...next, profile: true };
          break;
        case "apply":
          next = {
            ...next,
            items: { ...next.items, ...Object.fromEntries(action.items.map((id) => [id, "applied"])) },
          };
          break;
        case "remove":
          next = {
            ...next,
            items: { ...next.items, ...Object.fromEntries(action.items.map((id) => [id, "missing"])) },
          };
          break;
        case "mark-enforced":
          next = { ...next, enforced: true };
          break;
        case "end-enforcement":
          next = { ...next, enforced: false, profile: false, released: true };
          break;
        case "forget-pairing":
          next = { ...next, credential: "none", registered: false, server: null };
          break;
        case "report-drift":
          break;
      }
    }
    return next;
  };

  const itemsArb = fc.dictionary(fc.constantFrom(...ITEM_IDS), fc.constantFrom(...ITEM_STATES), { minKeys: 1 });
  const tamperArb = fc.array(
    fc.record({ id: fc.constantFrom(...ITEM_IDS), state: fc.constantFrom<ItemState>("missing", "drifted") }),
    { maxLength: 5 },
  );

  it("a paired device under protection repairs every tampering within one tick", () => {
    fc.assert(
      fc.property(itemsArb, tamperArb, (items, tampering) => {
        let world: World = {
          credential: "valid",
          registered: false,
          profile: false,
          enforced: false,
          released: false,
          server: { shouldBeActive: true, release: { kind: "none" } },
          items: Object.fromEntries(Object.keys(items).map((id) => [id, "missing" as const])),
        };
        for (let i = 0; i < 4; i++) world = step(world);
        expect(world.enforced).toBe(true);
        for (const { id, state } of tampering) {
          if (!(id in world.items)) continue;
          world = step({ ...world, items: { ...world.items, [id]: state } });
          expect(Object.values(world.items).every((s) => s === "applied")).toBe(true);
        }
        expect(decide(world).actions).toEqual([]);
      }),
    );
  });

  it("a release removes everything, forgets the pairing, allows uninstalling and stays released; nothing comes back", () => {
    fc.assert(
      fc.property(itemsArb, fc.boolean(), (items, enforced) => {
        let world: World = {
          credential: "valid",
          registered: true,
          profile: true,
          enforced,
          released: false,
          server: { shouldBeActive: true, release: { kind: "released" } },
          items,
        };
        world = step(world);
        expect(Object.values(world.items).every((s) => s === "missing")).toBe(true);
        expect(world.credential).toBe("none");
        for (let i = 0; i < 3; i++) world = step(world);
        expect(Object.values(world.items).every((s) => s === "missing")).toBe(true);
        const last = decide(world);
        expect(last.phase).toBe("released");
        expect(last.uninstallAllowed).toBe(true);
      }),
    );
  });
});
