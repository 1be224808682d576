// Domain names in wire format: reading (with compression pointers), skipping and writing.

const MAX_NAME_WIRE = 255;
/** Room for the longest name in presentation form with every byte escaped as \DDD. */
const scratch = Buffer.allocUnsafe(1024);

/**
 * Appends label bytes to the scratch buffer in presentation form, lowercased; bytes that are not
 * printable ASCII, and the dot and backslash, are escaped as \DDD so that distinct wire names stay
 * distinct strings.
 */
function appendLabel(msg: Uint8Array, start: number, length: number, at: number): number {
  for (let i = start; i < start + length; i++) {
    let c = msg[i]!;
    if (c >= 0x41 && c <= 0x5a) c |= 0x20;
    if (c <= 0x20 || c >= 0x7f || c === 0x2e || c === 0x5c) {
      scratch[at++] = 0x5c;
      scratch[at++] = 0x30 + Math.floor(c / 100);
      scratch[at++] = 0x30 + (Math.floor(c / 10) % 10);
      scratch[at++] = 0x30 + (c % 10);
    } else {
      scratch[at++] = c;
    }
  }
  return at;
}

/** Result of reading a name: the lowercased presentation form (no trailing dot) and where it ended. */
export interface ReadName {
  name: string;
  /** Offset just after the name in the message (after the first pointer when compressed). */
  end: number;
}

/**
 * Reads the name at `offset`. `allowPointers` false is for the question of a query, where
 * compression has nothing to point at. Returns null when the name is malformed or runs past the
 * message.
 */
export function readName(msg: Uint8Array, offset: number, allowPointers = true): ReadName | null {
  let at = 0;
  let wireLength = 0;
  let pos = offset;
  let end = -1;
  let jumps = 0;
  for (;;) {
    if (pos >= msg.length) return null;
    const length = msg[pos]!;
    if (length === 0) {
      if (end < 0) end = pos + 1;
      break;
    }
    if ((length & 0xc0) === 0xc0) {
      if (!allowPointers || pos + 1 >= msg.length || ++jumps > 64) return null;
      const target = ((length & 0x3f) << 8) | msg[pos + 1]!;
      if (end < 0) end = pos + 2;
      if (target >= pos) return null;
      pos = target;
      continue;
    }
    if (length > 63) return null;
    wireLength += length + 1;
    if (wireLength + 1 > MAX_NAME_WIRE || pos + 1 + length > msg.length) return null;
    if (at > 0) scratch[at++] = 0x2e;
    at = appendLabel(msg, pos + 1, length, at);
    pos += 1 + length;
  }
  return { name: scratch.toString("latin1", 0, at), end };
}

/** Offset just after the (possibly compressed) name at `offset`, or -1 when it runs past the message. */
export function skipName(msg: Uint8Array, offset: number): number {
  let pos = offset;
  for (;;) {
    if (pos >= msg.length) return -1;
    const length = msg[pos]!;
    if (length === 0) return pos + 1;
    if ((length & 0xc0) === 0xc0) return pos + 2 <= msg.length ? pos + 2 : -1;
    if (length > 63) return -1;
    pos += 1 + length;
  }
}

/** Wire length of a presentation-form name of plain labels ("" is the root). */
export function nameWireLength(name: string): number {
  return name === "" ? 1 : name.length + 2;
}

/**
 * Writes a presentation-form name of plain labels (no escapes; the resolver only writes names it
 * validated: blocklist domains and its own configured names). Returns the offset after it.
 */
export function writeName(buf: Uint8Array, offset: number, name: string): number {
  let pos = offset;
  if (name !== "") {
    let labelStart = 0;
    for (let i = 0; i <= name.length; i++) {
      if (i === name.length || name.charCodeAt(i) === 0x2e) {
        buf[pos++] = i - labelStart;
        for (let j = labelStart; j < i; j++) buf[pos++] = name.charCodeAt(j);
        labelStart = i + 1;
      }
    }
  }
  buf[pos++] = 0;
  return pos;
}
