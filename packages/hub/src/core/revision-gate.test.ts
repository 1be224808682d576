import { describe, expect, it } from "vitest";
import { RevisionGate } from "./revision-gate.ts";

describe("revision gate", () => {
  it("drops only a repeat of the last revision of an entity", () => {
    const gate = new RevisionGate();
    expect(gate.admit("task:TSK-0001", "h1")).toBe(true);
    expect(gate.admit("task:TSK-0001", "h1")).toBe(false);
    expect(gate.admit("task:TSK-0002", "h1")).toBe(true);
  });

  it("lets every distinct state through when a field flips back and forth", () => {
    const gate = new RevisionGate();
    const states = ["todo", "blocked", "todo", "blocked"];
    expect(states.map((state) => gate.admit("task:TSK-0001", state))).toEqual([true, true, true, true]);
    expect(gate.admit("task:TSK-0001", "blocked")).toBe(false);
  });
});
