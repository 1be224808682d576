import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { type KeyList, withEachKey } from "./key-list.ts";

/**
 * Short codes and opaque tokens that people or devices present back to us: how they are made,
 * and the keyed hashes (HMAC-SHA256 under the session pepper) that are stored instead of them.
 */

/** A uniformly random 6-digit code, leading zeros kept ("004217"). */
export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** `<prefix>` + 32 random bytes, base64url (e.g. `mgc_…`). */
export function newOpaqueToken(prefix: string): string {
  return `${prefix}${randomBytes(32).toString("base64url")}`;
}

/** HMAC-SHA256 (hex) of a value under the pepper, domain-separated by purpose. */
export function keyedHash(pepper: string, purpose: string, value: string): string {
  return createHmac("sha256", pepper).update(`${purpose}\n${value}`).digest("hex");
}

/** Constant-time equality of two hex digests of equal length. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** AES-256-GCM under the 64-hex-character key: `iv.tag.ciphertext`, each base64url. */
export function encryptSecret(keyHex: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(keyHex, "hex"), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

/** Decrypts under the first key (current, then earlier ones) that opens the value. */
export function decryptSecret(keys: KeyList, sealed: string): string {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body) throw new Error("Sealed secret is malformed");
  return withEachKey(keys, (keyHex) => {
    const decipher = createDecipheriv("aes-256-gcm", Buffer.from(keyHex, "hex"), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  });
}
