import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { type KeyList, withEachKey } from "./key-list.ts";

const VERSION = "v1";

/**
 * Encrypts a short secret at rest with AES-256-GCM under the 32-byte token-encryption key
 * (64 hex characters). The result is `v1.<iv>.<tag>.<ciphertext>` in base64url, safe for a text column.
 *
 * @example
 * const stored = sealSecret(key, "JBSWY3DPEHPK3PXP");
 * openSecret(key, stored); // "JBSWY3DPEHPK3PXP"
 */
export function sealSecret(keyHex: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(keyHex, "hex"), iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/**
 * The plaintext of a sealed secret under the first key (of a list) that opens it; throws when no
 * key does or the value was altered.
 */
export function openSecret(keys: KeyList, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("Not a sealed secret");
  return withEachKey(keys, (keyHex) => {
    const decipher = createDecipheriv("aes-256-gcm", Buffer.from(keyHex, "hex"), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  });
}
