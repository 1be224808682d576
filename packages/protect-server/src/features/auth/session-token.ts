import { randomBytes } from "node:crypto";
import { hmacSha256Hex } from "../../platform/hmac.ts";

/** Session tokens: `pss_` + 32 random bytes, base64url. Shown once; only their HMAC is stored. */
export function newSessionToken(): string {
  return `pss_${randomBytes(32).toString("base64url")}`;
}

// One prepared HMAC per pepper (a server has one; tests a few): every request hashes its token.
const signers = new Map<string, (token: string) => string>();

/** HMAC-SHA256 of the token under the server's session pepper, hex. */
export function hashSessionToken(token: string, pepper: string): string {
  let sign = signers.get(pepper);
  if (!sign) {
    if (signers.size > 16) signers.clear();
    sign = hmacSha256Hex(pepper);
    signers.set(pepper, sign);
  }
  return sign(token);
}
