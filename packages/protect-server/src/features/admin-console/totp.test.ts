import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "../../platform/secret-box.ts";
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUri, totpCode, totpStep } from "./totp.ts";

// RFC 6238 appendix B, SHA-1 rows: the secret is the ASCII string "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890"));
const RFC_VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP (RFC 6238)", () => {
  it("matches the RFC 6238 SHA-1 test vectors (8 digits)", () => {
    for (const [seconds, expected] of RFC_VECTORS) {
      expect(hotp(base32Decode(RFC_SECRET), totpStep(new Date(seconds * 1000)), 8)).toBe(expected);
    }
  });

  it("matches the RFC 4226 HOTP vectors (6 digits)", () => {
    const secret = Buffer.from("12345678901234567890");
    expect([0, 1, 2, 9].map((counter) => hotp(secret, counter))).toEqual(["755224", "287082", "359152", "520489"]);
  });

  it("base32 round-trips and new secrets carry 160 bits", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(() => base32Decode("AB1")).toThrow(/Invalid base32/);
  });

  it("accepts the current code and one step of drift, refuses older codes and replays", () => {
    const secret = newTotpSecret();
    const at = new Date("2026-06-01T10:00:15Z");
    const step = totpStep(at);
    const previous = totpCode(secret, new Date(at.getTime() - 30_000));
    const stale = totpCode(secret, new Date(at.getTime() - 60_000));
    expect(matchTotp(secret, totpCode(secret, at), { at, lastUsedStep: null })).toBe(step);
    expect(matchTotp(secret, previous, { at, lastUsedStep: null })).toBe(step - 1);
    expect(matchTotp(secret, stale, { at, lastUsedStep: null })).toBeUndefined();
    expect(matchTotp(secret, totpCode(secret, at), { at, lastUsedStep: step })).toBeUndefined();
    expect(matchTotp(secret, "12345", { at, lastUsedStep: null })).toBeUndefined();
    expect(matchTotp(secret, "abcdef", { at, lastUsedStep: null })).toBeUndefined();
  });

  it("builds the otpauth URI authenticator apps read", () => {
    const uri = otpauthUri({ issuer: "Protect Admin", account: "a@example.test", secret: "JBSWY3DPEHPK3PXP" });
    expect(uri).toBe(
      "otpauth://totp/Protect%20Admin%3Aa%40example.test?secret=JBSWY3DPEHPK3PXP&issuer=Protect+Admin&algorithm=SHA1&digits=6&period=30",
    );
  });
});

describe("secret box", () => {
  const key = "ab".repeat(32);
  it("seals and opens; a wrong key or an altered value fails", () => {
    const sealed = sealSecret(key, "JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(openSecret(key, sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(() => openSecret("cd".repeat(32), sealed)).toThrow();
    expect(() => openSecret(key, `${sealed.slice(0, -2)}AA`)).toThrow();
    expect(() => openSecret(key, "plain")).toThrow(/Not a sealed secret/);
  });
});
