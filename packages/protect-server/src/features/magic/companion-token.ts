import { keyedHash, newOpaqueToken } from "../../platform/secret-codes.ts";

/** A desktop companion's credential: `mgc_` + 32 random bytes (base64url), shown once. */
export function newCompanionToken(): string {
  return newOpaqueToken("mgc_");
}

/** What an `mgc_` token is stored as (HMAC under the session pepper). */
export function hashCompanionToken(token: string, pepper: string): string {
  return keyedHash(pepper, "magic-session", token);
}

/** What a live pairing code is stored and looked up as. */
export function hashPairingCode(code: string, pepper: string): string {
  return keyedHash(pepper, "pairing-code", code);
}
