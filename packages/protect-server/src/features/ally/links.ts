import { randomBytes } from "node:crypto";
import { digestsEqual, keyedHash } from "../../platform/secret-codes.ts";

/**
 * The two links an ally holds (docs/decisions/ally.md):
 * - the invitation: 32 random bytes, stored only as an HMAC under the session pepper, single use,
 *   expiring (ALLY_INVITE_TTL_MS);
 * - the ally page: `<allyId>.<HMAC(allyId)>`, signed, not stored, valid while the relationship is
 *   active (the row is the revocation list: ending or erasing it ends the link).
 * Both travel in the URL fragment (`/ally#invite=…`, `/ally#access=…`), so they reach no server
 * log and no Referer; the page posts them in a JSON body.
 */
export const ALLY_INVITE_TTL_MS = 7 * 24 * 3_600_000;

export function newInviteToken(): string {
  return randomBytes(32).toString("base64url");
}

export function inviteTokenHash(pepper: string, token: string): string {
  return keyedHash(pepper, "ally-invite", token);
}

export function accessToken(pepper: string, allyId: string): string {
  return `${allyId}.${keyedHash(pepper, "ally-access", allyId)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The ally id a signed page token names, or undefined for a forged or malformed one (constant-time check). */
export function verifyAccessToken(pepper: string, token: string): string | undefined {
  const [allyId, signature, ...rest] = token.split(".");
  if (!allyId || !signature || rest.length > 0 || !UUID.test(allyId) || !/^[0-9a-f]{64}$/.test(signature)) {
    return undefined;
  }
  return digestsEqual(keyedHash(pepper, "ally-access", allyId), signature) ? allyId : undefined;
}

export function invitePageUrl(appUrl: string, token: string): string {
  return new URL(`/ally#invite=${token}`, appUrl).toString();
}

export function allyPageUrl(appUrl: string, pepper: string, allyId: string): string {
  return new URL(`/ally#access=${accessToken(pepper, allyId)}`, appUrl).toString();
}
