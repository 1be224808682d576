import { describe, expect, it } from "vitest";
import { generateDigaCode, normalizeDigaCode, storedForm } from "./code-format.ts";

describe("DiGA code format", () => {
  it("reads Crockford's look-alikes as digits: O as 0, I and L as 1", () => {
    expect(normalizeDigaCode("abco-ilxy-1234")).toBe("ABC011XY1234");
    expect(normalizeDigaCode(" o0Ll Ii ")).toBe("001111");
  });

  it("a generated code typed with look-alikes matches its stored form", () => {
    const code = generateDigaCode();
    const typed = code.toLowerCase().replaceAll("0", "o").replaceAll("1", "l");
    expect(normalizeDigaCode(typed)).toBe(storedForm(code));
  });

  it("anything that is not 6–32 letters or digits is not a code", () => {
    for (const bad of ["", "ABC", "ABCD!EFG", "X".repeat(33)]) expect(normalizeDigaCode(bad)).toBeUndefined();
  });
});
