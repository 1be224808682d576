import { describe, expect, it } from "vitest";
import { previewPlanChange } from "./change-preview.ts";
import { PLAN_AXES } from "./limits.ts";

describe("previewPlanChange", () => {
  it("reports every one of the eight axes exactly once", () => {
    const preview = previewPlanChange("free", "legend", false);
    expect(PLAN_AXES).toHaveLength(8);
    expect([...preview.gains, ...preview.keeps, ...preview.losses].sort()).toEqual([...PLAN_AXES].sort());
  });

  it("an upgrade from free to legend gains unlimited mail connections and the voice picker", () => {
    const preview = previewPlanChange("free", "legend", false);
    expect(preview.direction).toBe("upgrade");
    expect(preview.gains).toContain("mailConnections");
    expect(preview.gains).toContain("coachVoicePicker");
    expect(preview.losses).toEqual([]);
    expect(preview.changes.find((c) => c.resource === "mailConnections")).toEqual({
      resource: "mailConnections",
      from: 1,
      to: null,
      effect: "gain",
    });
  });

  it("a downgrade from legend to pro loses devices and keeps the full blocklist", () => {
    const preview = previewPlanChange("legend", "pro", false);
    expect(preview.direction).toBe("downgrade");
    expect(preview.losses).toEqual(expect.arrayContaining(["protectedDevices", "mailConnections", "coachVoicePicker"]));
    expect(preview.keeps).toEqual(expect.arrayContaining(["blocklistMode", "deviceLock"]));
  });

  it("founding members get direction same and keep everything", () => {
    const preview = previewPlanChange("legend", "free", true);
    expect(preview.direction).toBe("same");
    expect(preview.losses).toEqual([]);
    expect(preview.keeps).toHaveLength(8);
  });
});
