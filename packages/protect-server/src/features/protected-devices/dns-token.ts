import { createHash, randomBytes } from "node:crypto";

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** RFC 4648 base32, lowercase, without padding. */
function base32(bytes: Buffer): string {
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

/**
 * A device's DNS token (docs/decisions/protect-dns-contract.md): 32 random bytes as lowercase
 * base32 without padding, 52 characters — one DNS label, so `<token>.<dot-domain>` works.
 */
export function newDnsToken(): string {
  return base32(randomBytes(32));
}

/** What is stored and what the resolver keys devices by: base64url SHA-256 of the token, 43 characters. */
export function hashDnsToken(token: string): string {
  return createHash("sha256").update(token.toLowerCase(), "ascii").digest("base64url");
}
