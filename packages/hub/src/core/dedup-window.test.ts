import { describe, expect, it } from "vitest";
import { DedupWindow } from "./dedup-window.ts";

describe("dedup window", () => {
  it("admits a signature once within the window and again after it", () => {
    let now = 0;
    const window = new DedupWindow({ now: () => now });
    expect(window.admit("task:TSK-0001:s1")).toBe(true);
    now = 14_999;
    expect(window.admit("task:TSK-0001:s1")).toBe(false);
    expect(window.admit("task:TSK-0001:s2")).toBe(true);
    now = 15_000;
    expect(window.admit("task:TSK-0001:s1")).toBe(true);
  });

  it("sweeps expired signatures once it holds more than 500", () => {
    let now = 0;
    const window = new DedupWindow({ now: () => now });
    for (let n = 0; n < 500; n += 1) window.admit(`old:${n}`);
    expect(window.size).toBe(500);
    now = 20_000;
    window.admit("new:1");
    expect(window.size).toBe(1);
  });

  it("keeps live signatures when sweeping", () => {
    const now = 0;
    const window = new DedupWindow({ now: () => now });
    for (let n = 0; n < 501; n += 1) window.admit(`live:${n}`);
    expect(window.size).toBe(501);
    expect(window.admit("live:3")).toBe(false);
  });
});
