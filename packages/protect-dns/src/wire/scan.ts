// Reads an upstream answer once, when it arrives: checks that it answers our question, finds every
// TTL (to age them when served from the cache), the cache lifetime and the CNAME targets (to block
// an allowed name that is an alias of a blocked one), and cuts off the upstream's OPT record.
import { FLAG_QR, FLAG_TC, HEADER_SIZE, Rcode, RrType } from "./constants.ts";
import { readName, skipName } from "./name.ts";

export interface ScannedAnswer {
  /** The message without the upstream's OPT record (and without what followed it); ARCOUNT fixed. */
  bytes: Uint8Array;
  rcode: number;
  /** Header flags as received. */
  flags: number;
  /** End of the question: the records start here. */
  questionEnd: number;
  /** Offsets of the TTL field of every record kept. */
  ttlOffsets: Uint16Array;
  /** Their values as received. */
  ttls: Uint32Array;
  /**
   * Seconds the answer may be cached: the smallest TTL of its records, or for a negative answer
   * min(SOA TTL, SOA minimum) (RFC 2308); 0 when it must not be cached.
   */
  ttl: number;
  /** Targets of the CNAME records in the answer section, lowercased. */
  cnames: readonly string[];
  /** The CNAME records of the answer section: owner, target, and where the target's name starts. */
  links: readonly CnameLink[];
  /** Owners (lowercased) of answer records of the question's type. */
  typedOwners: readonly string[];
  /** Records in the answer section. */
  answerCount: number;
}

export interface CnameLink {
  owner: string;
  target: string;
  /** Offset of the target name in `bytes` (it may be compressed). */
  targetAt: number;
}

const u16 = (msg: Uint8Array, at: number) => (msg[at]! << 8) | msg[at + 1]!;
const u32 = (msg: Uint8Array, at: number) =>
  ((msg[at]! << 24) | (msg[at + 1]! << 16) | (msg[at + 2]! << 8) | msg[at + 3]!) >>> 0;

/** Case-insensitive comparison of two uncompressed question sections. */
function sameQuestion(a: Uint8Array, b: Uint8Array, length: number, offsetA: number, offsetB: number): boolean {
  for (let i = 0; i < length; i++) {
    let x = a[offsetA + i]!;
    let y = b[offsetB + i]!;
    if (x >= 0x41 && x <= 0x5a) x |= 0x20;
    if (y >= 0x41 && y <= 0x5a) y |= 0x20;
    if (x !== y) return false;
  }
  return true;
}

/**
 * Scans an upstream answer to `question` (the wire question section: name, type, class). Returns
 * null when the message is malformed, not a response, truncated, or for another question.
 */
export function scanAnswer(msg: Uint8Array, question: Uint8Array): ScannedAnswer | null {
  if (msg.length < HEADER_SIZE + question.length) return null;
  const flags = u16(msg, 2);
  if ((flags & FLAG_QR) === 0 || (flags & FLAG_TC) !== 0 || u16(msg, 4) !== 1) return null;
  if (!sameQuestion(msg, question, question.length, HEADER_SIZE, 0)) return null;
  const questionEnd = HEADER_SIZE + question.length;
  const counts = [u16(msg, 6), u16(msg, 8), u16(msg, 10)] as const;
  let rcode = flags & 0xf;
  const ttlOffsets: number[] = [];
  const cnames: string[] = [];
  const links: CnameLink[] = [];
  const typedOwners: string[] = [];
  const qtype = u16(question, question.length - 4);
  let answerMinTtl = Number.POSITIVE_INFINITY;
  let minTtl = Number.POSITIVE_INFINITY;
  let negativeTtl = -1;
  let keptAdditional = 0;
  let cut = -1;
  let pos = questionEnd;
  for (let section = 0; section < 3; section++) {
    for (let i = 0; i < counts[section]!; i++) {
      const afterName = skipName(msg, pos);
      if (afterName < 0 || afterName + 10 > msg.length) return null;
      const type = u16(msg, afterName);
      const rdStart = afterName + 10;
      const end = rdStart + u16(msg, afterName + 8);
      if (end > msg.length) return null;
      if (type === RrType.OPT) {
        if (section !== 2 || cut >= 0) return null;
        rcode |= msg[afterName + 4]! << 4;
        cut = pos;
      } else if (cut < 0) {
        const ttl = u32(msg, afterName + 4);
        ttlOffsets.push(afterName + 4);
        if (ttl < minTtl) minTtl = ttl;
        if (section === 2) keptAdditional += 1;
        if (section === 0) {
          if (ttl < answerMinTtl) answerMinTtl = ttl;
          if (type === RrType.CNAME || type === qtype) {
            const owner = readName(msg, pos);
            if (owner === null) return null;
            if (type === qtype) typedOwners.push(owner.name);
            if (type === RrType.CNAME) {
              const target = readName(msg, rdStart);
              if (target === null) return null;
              cnames.push(target.name);
              links.push({ owner: owner.name, target: target.name, targetAt: rdStart });
            }
          }
        }
        if (section === 1 && type === RrType.SOA) {
          const afterMname = skipName(msg, rdStart);
          const afterRname = afterMname < 0 ? -1 : skipName(msg, afterMname);
          if (afterRname < 0 || afterRname + 20 > end) return null;
          negativeTtl = Math.min(ttl, u32(msg, afterRname + 16));
        }
      }
      pos = end;
    }
  }
  const bytes = cut >= 0 ? msg.slice(0, cut) : msg.slice(0, pos);
  bytes[10] = keptAdditional >> 8;
  bytes[11] = keptAdditional & 0xff;
  const positive = counts[0] > 0 && rcode === Rcode.NOERROR;
  const negative = rcode === Rcode.NXDOMAIN || (rcode === Rcode.NOERROR && counts[0] === 0);
  // A negative answer at the end of a CNAME chain lives no longer than the chain's records.
  const ttl = positive ? minTtl : negative && negativeTtl >= 0 ? Math.min(negativeTtl, answerMinTtl) : 0;
  return {
    bytes,
    rcode,
    flags,
    questionEnd,
    ttlOffsets: Uint16Array.from(ttlOffsets),
    ttls: Uint32Array.from(ttlOffsets, (at) => u32(msg, at)),
    ttl: Number.isFinite(ttl) ? ttl : 0,
    cnames,
    links,
    typedOwners,
    answerCount: counts[0],
  };
}
