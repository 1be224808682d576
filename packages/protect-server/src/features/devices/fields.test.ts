import { describe, expect, it } from "vitest";
import { deviceLabel, installationId } from "./fields.ts";

describe("device fields", () => {
  it("a device label is trimmed, one line and 1–80 characters", () => {
    expect(deviceLabel().parse("  Pixel 8 ")).toBe("Pixel 8");
    expect(deviceLabel().parse("x".repeat(80))).toHaveLength(80);
    for (const bad of ["", "   ", "x".repeat(81), "a\nb", "a\u0000b", "a\ud800b"]) {
      expect(deviceLabel().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("an installation id is trimmed printable ASCII without inner spaces, 1–200 characters", () => {
    expect(installationId().parse(" inst-1 ")).toBe("inst-1");
    expect(installationId().parse("i".repeat(200))).toHaveLength(200);
    for (const bad of ["", " ", "a b", "ä", "i".repeat(201), "a\u0000"]) {
      expect(installationId().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
