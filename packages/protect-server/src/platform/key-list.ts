/** A key (64 hex characters) or the keys to try in order: the current one first, then earlier ones. */
export type KeyList = string | readonly string[];

/**
 * The result of the first key that opens a value (AES-GCM's tag tells a wrong key apart), or the
 * last key's error. Formats without a key id (passcode, TOTP secret, DNS token) decrypt this way
 * while a rotation is under way: TOKEN_ENCRYPTION_KEYS_PREVIOUS still lists the old key.
 */
export function withEachKey<T>(keys: KeyList, open: (key: string) => T): T {
  const list = typeof keys === "string" ? [keys] : keys;
  let last: unknown = new Error("No encryption key configured");
  for (const key of list) {
    try {
      return open(key);
    } catch (error) {
      last = error;
    }
  }
  throw last;
}
