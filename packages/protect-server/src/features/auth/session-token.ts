import { createHmac, randomBytes } from "node:crypto";

/** Session tokens: `pss_` + 32 random bytes, base64url. Shown once; only their HMAC is stored. */
export function newSessionToken(): string {
  return `pss_${randomBytes(32).toString("base64url")}`;
}

/** HMAC-SHA256 of the token under the server's session pepper, hex. */
export function hashSessionToken(token: string, pepper: string): string {
  return createHmac("sha256", pepper).update(token).digest("hex");
}
