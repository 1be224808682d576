import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * AES-256-GCM for stored mail credentials (app passwords, OAuth tokens, PKCE verifiers).
 *
 * Stored form: `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url parts). keyId names the key (first
 * 8 hex digits of its SHA-256), so after a rotation rows written under an older key still decrypt
 * while that key is listed in `previousKeys`; whatever is written again uses the current key. The
 * row id is bound as associated data, so a ciphertext copied into another row does not decrypt.
 *
 * @example
 * const cipher = createCredentialCipher({ currentKey: "00…(64 hex)" });
 * const stored = cipher.encrypt("app-password", connectionId);
 * cipher.decrypt(stored, connectionId); // "app-password"
 */
export interface CredentialCipher {
  encrypt(plaintext: string, boundTo: string): string;
  decrypt(stored: string, boundTo: string): string;
  /** Whether a stored value was written under an older key (re-encrypt it when convenient). */
  isStale(stored: string): boolean;
}

export interface CipherKeys {
  /** 64 hex characters (32 bytes): every new ciphertext uses it. */
  currentKey: string;
  /** Keys of earlier rotations, still accepted for decryption. */
  previousKeys?: readonly string[];
}

const VERSION = "v1";

function keyId(key: Buffer): string {
  return createHash("sha256").update(key).digest("hex").slice(0, 8);
}

function parseKey(hex: string): Buffer {
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error("Credential key must be 64 hex characters");
  return Buffer.from(hex, "hex");
}

export function createCredentialCipher(keys: CipherKeys): CredentialCipher {
  const current = parseKey(keys.currentKey);
  const currentId = keyId(current);
  const byId = new Map<string, Buffer>([[currentId, current]]);
  for (const hex of keys.previousKeys ?? []) {
    const key = parseKey(hex);
    byId.set(keyId(key), key);
  }
  return {
    encrypt(plaintext, boundTo) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", current, iv);
      cipher.setAAD(Buffer.from(boundTo));
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url"));
      return [VERSION, currentId, ...parts].join(".");
    },
    decrypt(stored, boundTo) {
      const [version, id, iv, tag, body] = stored.split(".");
      if (version !== VERSION || !id || iv === undefined || tag === undefined || body === undefined) {
        throw new Error("Stored credential has an unknown format");
      }
      const key = byId.get(id);
      if (!key) throw new Error(`Stored credential was encrypted under key "${id}", which is not configured`);
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(boundTo));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
    isStale(stored) {
      return stored.split(".")[1] !== currentId;
    },
  };
}
