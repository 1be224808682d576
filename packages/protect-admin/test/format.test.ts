import { describe, expect, it } from "vitest";
import { auditDetails, deadlineText, endOfDayIso, isOverdue, startOfDayIso, when } from "../src/format.ts";

describe("console formatting", () => {
  it("deadline text counts down and then shows how late a row is", () => {
    expect(deadlineText(3 * 3_600_000 + 12 * 60_000 + 5_000)).toBe("due in 3 h 12 min");
    expect(deadlineText(59_000)).toBe("due in 0 min");
    expect(deadlineText(-25 * 60_000)).toBe("overdue by 25 min");
    expect(isOverdue(-1)).toBe(true);
    expect(isOverdue(0)).toBe(false);
  });

  it("timestamps and date inputs", () => {
    expect(when("2026-06-01T10:00:00.000Z")).toBe("2026-06-01 10:00 UTC");
    expect(when(null)).toBe("—");
    expect(endOfDayIso("2026-12-31")).toBe("2026-12-31T23:59:59.000Z");
    expect(endOfDayIso("31.12.2026")).toBeUndefined();
  });

  it("date inputs as the start of a day, optionally a day later (an inclusive end)", () => {
    expect(startOfDayIso("2026-06-01")).toBe("2026-06-01T00:00:00.000Z");
    expect(startOfDayIso("2026-06-30", 1)).toBe("2026-07-01T00:00:00.000Z");
    expect(startOfDayIso("")).toBeUndefined();
    expect(startOfDayIso("2026-02-30x")).toBeUndefined();
  });

  it("audit details on one line, nulls left out and lists by their length", () => {
    expect(auditDetails({ domain: "casino.example", shown: ["a", "b"], q: null, n: 3 })).toBe(
      "domain: casino.example, shown: 2 items, n: 3",
    );
    expect(auditDetails({ filter: { plan: "pro" } })).toBe('filter: {"plan":"pro"}');
    expect(auditDetails({})).toBe("—");
  });
});
