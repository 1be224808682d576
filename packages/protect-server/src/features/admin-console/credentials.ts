import { createHmac, randomBytes, randomInt } from "node:crypto";

/** Console session tokens: `pac_` + 32 random bytes; only their HMAC is stored. */
export function newConsoleToken(): string {
  return `pac_${randomBytes(32).toString("base64url")}`;
}

/**
 * The CSRF token of a console session: derived from the stored token hash under the server's pepper,
 * so it needs no storage, changes with every session and cannot be computed without the server.
 */
export function csrfTokenOf(tokenHash: string, pepper: string): string {
  return createHmac("sha256", pepper).update(`admin-console-csrf\n${tokenHash}`).digest("base64url");
}

const RECOVERY_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code: 10 Crockford base32 characters (50 bits) shown as XXXXX-XXXXX. */
export function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/**
 * The stored form of a recovery code: HMAC-SHA256 under the pepper of the normalised code (case,
 * spaces and dashes ignored). Without the pepper a leaked table cannot be brute-forced offline.
 */
export function hashRecoveryCode(code: string, pepper: string): string {
  const normalised = code.toUpperCase().replace(/[\s-]/g, "");
  return createHmac("sha256", pepper).update(`admin-recovery\n${normalised}`).digest("hex");
}
