import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hmacSha256Hex } from "./hmac.ts";

describe("hmacSha256Hex", () => {
  it("gives node's HMAC-SHA256 for any key and text (short, block-sized, long keys; any Unicode)", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 10 }),
          fc.string({ minLength: 60, maxLength: 140 }),
          fc.string({ unit: "grapheme", maxLength: 200 }),
        ),
        fc.oneof(fc.string(), fc.string({ unit: "binary", maxLength: 300 })),
        (key, text) => {
          expect(hmacSha256Hex(key)(text)).toBe(createHmac("sha256", key).update(text).digest("hex"));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("matches the RFC 4231 test case 2 and keeps no state between calls", () => {
    const sign = hmacSha256Hex("Jefe");
    const expected = "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843";
    expect(sign("what do ya want for nothing?")).toBe(expected);
    sign("x".repeat(5_000));
    expect(sign("what do ya want for nothing?")).toBe(expected);
  });
});
