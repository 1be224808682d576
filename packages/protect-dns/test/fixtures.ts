// Tokens and user records as protect-server would issue them (contract: 52 lowercase base32
// characters; devices keyed by the SHA-256 of the token).
import { randomBytes } from "node:crypto";
import type { UserRecord } from "../src/policy/contract.ts";
import { hashToken } from "../src/policy/policy-store.ts";

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** A fresh device token: 32 random bytes, lowercase base32 without padding (52 characters). */
export function newToken(): string {
  const bytes = randomBytes(32);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** A user record with one pending device per token; `overrides` change the policy fields. */
export function userRecord(id: string, tokens: string[], overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id,
    protection: "on",
    cooldownEndsAt: null,
    blocklistMode: "curated",
    graceUntil: null,
    customDomains: [],
    devices: tokens.map((token) => ({ tokenHash: hashToken(token), status: "pending" as const })),
    ...overrides,
  };
}

export const SECRET = "test-resolver-secret-0123456789abcdef";
