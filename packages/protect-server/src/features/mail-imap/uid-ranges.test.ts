import { expect, it } from "vitest";
import { uidRanges } from "./uid-ranges.ts";

it("UIDs to move become compact ranges", () => {
  expect(uidRanges([1, 2, 3, 7, 9, 10])).toBe("1:3,7,9:10");
  expect(uidRanges([5])).toBe("5");
  expect(uidRanges([])).toBe("");
});
