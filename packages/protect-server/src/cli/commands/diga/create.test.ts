import { describe, expect, it } from "vitest";
import { expiredWarning, parseDigaCreateFlags } from "./create.ts";

describe("diga create flags", () => {
  const now = new Date("2026-06-01T10:00:00.000Z");

  it("warns when the codes would be expired on creation, at the expiry instant included", () => {
    expect(expiredWarning(new Date("2026-05-31T00:00:00.000Z"), now)).toContain("cannot be redeemed");
    expect(expiredWarning(now, now)).toContain("cannot be redeemed");
    expect(expiredWarning(new Date(now.getTime() + 1), now)).toBeUndefined();
    expect(expiredWarning(null, now)).toBeUndefined();
  });

  it("a bad --count or --plan is a usage error naming the flag", () => {
    expect(() => parseDigaCreateFlags({ count: "0" })).toThrow('Invalid --count "0"');
    expect(() => parseDigaCreateFlags({ count: "1", plan: "gold" })).toThrow('Invalid --plan "gold"');
  });
});
