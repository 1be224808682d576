import { describe, expect, it } from "vitest";
import { countdown, viewOf } from "./view-model.ts";

const now = new Date("2026-11-23T10:00:00.000Z");
const status = (phase: string, releaseAt: string | null = null, error: string | null = null) => ({
  phase,
  uninstallAllowed: false,
  releaseAt,
  error,
});

describe("app view", () => {
  it("asks for a code only when not paired, the pairing was lost, or after a release", () => {
    expect(viewOf(status("unpaired"), now).showPairing).toBe(true);
    expect(viewOf(status("relink"), now).showPairing).toBe(true);
    expect(viewOf(status("released"), now)).toMatchObject({ title: "Released", showPairing: true });
    expect(viewOf(status("protecting"), now).showPairing).toBe(false);
  });

  it("offers the release while protecting and its cancel during the cooldown, with a countdown", () => {
    expect(viewOf(status("protecting"), now)).toMatchObject({
      canRelease: true,
      canCancelRelease: false,
      countdown: null,
    });
    expect(viewOf(status("cooldown", "2026-11-24T09:30:30.000Z"), now)).toMatchObject({
      title: "Release requested",
      canRelease: false,
      canCancelRelease: true,
      countdown: "23 h 31 min",
    });
    expect(viewOf(status("released"), now)).toMatchObject({ canRelease: false, canCancelRelease: false });
  });

  it("shows the service's last problem", () => {
    expect(viewOf(status("protecting", null, "apply: EACCES"), now).detail).toBe(
      "Gambling sites are blocked on this computer. Last problem: apply: EACCES",
    );
  });

  it("counts down in whole minutes and stops at zero", () => {
    expect(countdown("2026-11-23T10:00:01.000Z", now)).toBe("0 h 01 min");
    expect(countdown("2026-11-23T10:00:00.000Z", now)).toBeNull();
    expect(countdown("not a date", now)).toBeNull();
  });
});
