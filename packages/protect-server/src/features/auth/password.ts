import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 32;
export const DEFAULT_SCRYPT_COST = 16_384;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with scrypt; the result `scrypt$N$r$p$salt$key` carries its own parameters. */
export async function hashPassword(password: string, cost: number = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, r: 8, p: 1 });
  return ["scrypt", cost, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Checks a password against a stored hash in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const decoys = new Map<number, string>();

/**
 * A hash to verify against when the account does not exist, at the same cost as real hashes, so
 * an unknown e-mail takes as long as a wrong password (the key is random: it never matches).
 * No scrypt runs here; the work happens in verifyPassword, like for a real account.
 *
 * @example
 * await verifyPassword(password, user?.passwordHash ?? decoyHash(ctx.settings.scryptCost)); // false
 */
export function decoyHash(cost: number = DEFAULT_SCRYPT_COST): string {
  let hash = decoys.get(cost);
  if (!hash) {
    hash = [
      "scrypt",
      cost,
      8,
      1,
      randomBytes(16).toString("base64url"),
      randomBytes(KEY_LENGTH).toString("base64url"),
    ].join("$");
    decoys.set(cost, hash);
  }
  return hash;
}
