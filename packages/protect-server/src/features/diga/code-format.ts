import { randomInt } from "node:crypto";

/** Crockford base32 without I, L, O, U: no look-alike characters to mistype. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const GROUPS = 3;
const GROUP_LENGTH = 4;

/**
 * A new code: 12 random characters (60 bits) shown as XXXX-XXXX-XXXX. Guessing one of even a
 * million live codes at the rate limit would take longer than any code lives.
 */
export function generateDigaCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g += 1) {
    let group = "";
    for (let i = 0; i < GROUP_LENGTH; i += 1) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join("-");
}

/**
 * Canonical form for lookup: upper case, separators removed, and Crockford's look-alikes read as
 * the digits they stand for (O → 0, I and L → 1), so a code typed from paper still matches.
 * Undefined when not a code at all.
 */
export function normalizeDigaCode(input: string): string | undefined {
  const compact = input.toUpperCase().replace(/[\s-]/g, "").replaceAll("O", "0").replace(/[IL]/g, "1");
  if (!/^[0-9A-Z]{6,32}$/.test(compact)) return undefined;
  return compact;
}

/** The stored form of a generated code (dashes removed). */
export function storedForm(code: string): string {
  return code.replaceAll("-", "");
}

/** The display form of a stored code: generated 12-character codes in groups of four. */
export function displayForm(stored: string): string {
  return stored.length === GROUPS * GROUP_LENGTH ? (stored.match(/.{4}/g) ?? [stored]).join("-") : stored;
}
