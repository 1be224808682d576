import { describe, expect, it, vi } from "vitest";
import { Debouncer } from "./debouncer.ts";

describe("debouncer", () => {
  it("turns a burst for one key into one call after the last notification", () => {
    vi.useFakeTimers();
    try {
      const calls: string[] = [];
      const debouncer = new Debouncer<string>(50, (key) => calls.push(key));
      debouncer.schedule("a");
      vi.advanceTimersByTime(40);
      debouncer.schedule("a");
      vi.advanceTimersByTime(40);
      expect(calls).toEqual([]);
      vi.advanceTimersByTime(10);
      expect(calls).toEqual(["a"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never lets one key delay another, and cancel drops pending calls", () => {
    vi.useFakeTimers();
    try {
      const calls: string[] = [];
      const debouncer = new Debouncer<string>(50, (key) => calls.push(key));
      debouncer.schedule("a");
      vi.advanceTimersByTime(30);
      debouncer.schedule("b");
      vi.advanceTimersByTime(20);
      expect(calls).toEqual(["a"]);
      debouncer.cancel();
      vi.advanceTimersByTime(100);
      expect(calls).toEqual(["a"]);
      expect(debouncer.pending).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
