// What a blocklist entry may be: a host name of letter-digit-hyphen labels (underscore allowed, as
// real lists carry service names), written the way the resolver compares names.

const LABEL_MAX = 63;
const NAME_MAX = 253;

function isLabelChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x5f;
}

/**
 * Normalises one blocklist entry: trims, lowercases, drops a trailing dot and a leading `*.` or
 * `.` (both mean "this domain and below", which is what every entry means). Returns null for
 * anything that is not a valid name of at least two labels; internationalised names must come as
 * A-labels (`xn--…`).
 *
 * @example normaliseDomain("*.Casino.Example.") // "casino.example"
 */
export function normaliseDomain(input: string): string | null {
  let name = input.trim().toLowerCase();
  if (name.startsWith("*.")) name = name.slice(2);
  else if (name.startsWith(".")) name = name.slice(1);
  if (name.endsWith(".")) name = name.slice(0, -1);
  if (name.length === 0 || name.length > NAME_MAX) return null;
  let labelLength = 0;
  let labels = 1;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c === 0x2e) {
      if (labelLength === 0) return null;
      labels += 1;
      labelLength = 0;
      continue;
    }
    if (!isLabelChar(c)) return null;
    if (++labelLength > LABEL_MAX) return null;
  }
  if (labelLength === 0 || labels < 2) return null;
  return name;
}

function isSpace(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}

/**
 * `normaliseDomain` on bytes, without making a string: normalises `src[start, end)` (one line of a
 * list) into `out` at `at` and returns the length written, or -1 when the line is not a valid
 * name. Only ASCII white space is trimmed (a line with other white space is invalid).
 */
export function normaliseDomainBytes(src: Uint8Array, start: number, end: number, out: Uint8Array, at: number): number {
  while (start < end && isSpace(src[start]!)) start += 1;
  while (end > start && isSpace(src[end - 1]!)) end -= 1;
  if (end - start >= 2 && src[start] === 0x2a && src[start + 1] === 0x2e) start += 2;
  else if (start < end && src[start] === 0x2e) start += 1;
  if (end > start && src[end - 1] === 0x2e) end -= 1;
  const length = end - start;
  if (length === 0 || length > NAME_MAX) return -1;
  let labelLength = 0;
  let labels = 1;
  for (let i = 0; i < length; i++) {
    let c = src[start + i]!;
    if (c === 0x2e) {
      if (labelLength === 0) return -1;
      labels += 1;
      labelLength = 0;
    } else {
      if (c >= 0x41 && c <= 0x5a) c |= 0x20;
      if (!isLabelChar(c) || ++labelLength > LABEL_MAX) return -1;
    }
    out[at + i] = c;
  }
  return labelLength === 0 || labels < 2 ? -1 : length;
}
