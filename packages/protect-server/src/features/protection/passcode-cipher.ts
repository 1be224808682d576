import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { type KeyList, withEachKey } from "../../platform/key-list.ts";

/**
 * The screentime passcode at rest: AES-256-GCM under the server's tokenEncryptionKey (64 hex
 * characters from the secrets), stored as `v1.<iv>.<tag>.<ciphertext>` in base64url. The account id
 * is the associated data, so a value copied onto another account does not decrypt.
 */
export function encryptPasscode(keyHex: string, accountId: string, passcode: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(keyHex, "hex"), iv);
  cipher.setAAD(Buffer.from(accountId));
  const body = Buffer.concat([cipher.update(passcode, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** Decrypts under the first key (current, then earlier ones) that opens the value. */
export function decryptPasscode(keys: KeyList, accountId: string, stored: string): string {
  const [version, iv, tag, body] = stored.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("Unknown passcode format");
  return withEachKey(keys, (keyHex) => {
    const decipher = createDecipheriv("aes-256-gcm", Buffer.from(keyHex, "hex"), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(accountId));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  });
}
