import { describe, expect, it } from "vitest";
import { HubError } from "./api.ts";
import { matchesEvent, parseEventCondition } from "./event-condition.ts";

describe("event conditions (--until)", () => {
  it("parses every part of <type>[.<action>][:<id>][=<status>]", () => {
    expect(parseEventCondition("task")).toEqual({ type: "task" });
    expect(parseEventCondition("task.updated:TSK-0003=done")).toEqual({
      type: "task",
      action: "updated",
      id: "TSK-0003",
      status: "done",
    });
    expect(parseEventCondition("ask:ASK-0002=answered")).toEqual({ type: "ask", id: "ASK-0002", status: "answered" });
    expect(parseEventCondition("agent.left:dana")).toEqual({ type: "agent", action: "left", id: "dana" });
  });

  it.each([
    ["", "shape"],
    ["tasks", 'unknown type "tasks"'],
    ["task.moved", 'unknown action "moved"'],
    ["task:", "shape"],
    ["task TSK-1", "shape"],
  ])("refuses %j as invalid_input (%s)", (text, why) => {
    expect(() => parseEventCondition(text)).toThrowError(HubError);
    expect(() => parseEventCondition(text)).toThrowError(why);
  });

  it("matches only events that agree with every part the condition names", () => {
    const condition = parseEventCondition("task.updated:TSK-0003=done");
    const event = { type: "task", action: "updated", id: "TSK-0003", status: "done" } as const;
    expect(matchesEvent(condition, event)).toBe(true);
    expect(matchesEvent(condition, { ...event, status: "review" })).toBe(false);
    expect(matchesEvent(condition, { ...event, id: "TSK-0004" })).toBe(false);
    expect(matchesEvent(condition, { ...event, action: "created" })).toBe(false);
    expect(matchesEvent(condition, { ...event, type: "ask" })).toBe(false);
    expect(matchesEvent(parseEventCondition("task"), { ...event, action: "deleted" })).toBe(true);
  });
});
