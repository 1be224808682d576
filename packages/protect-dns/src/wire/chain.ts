// CNAME chains in upstream answers (RFC 1034 §3.6.2, RFC 6604): where a chain ends, whether its
// last target's records are missing (a dangling CNAME, which the resolver then resolves itself),
// and joining the answer for that target onto the chain as one message.
import { FLAG_AA, FLAG_AD, RrType } from "./constants.ts";
import type { ScannedAnswer } from "./scan.ts";

/** Longest chain the resolver follows (links from the question's name); longer is an error. */
export const MAX_CHAIN = 8;

export type ChainEnd =
  /** Nothing to do: no chain, or its last name has records of the question's type. */
  | { kind: "complete" }
  /** The last target has no records here: ask for it (`targetAt`: its name in the answer). */
  | { kind: "dangling"; name: string; targetAt: number; links: number }
  /** The chain comes back to a name it passed, or is longer than MAX_CHAIN. */
  | { kind: "broken"; reason: "loop" | "too long" };

const u16 = (msg: Uint8Array, at: number) => (msg[at]! << 8) | msg[at + 1]!;

/** Follows the answer's CNAME records from `qname` (lowercased) to the end of the chain. */
export function chainEnd(answer: ScannedAnswer, qname: string, qtype: number): ChainEnd {
  if (answer.links.length === 0 || qtype === RrType.CNAME || qtype === RrType.ANY) return { kind: "complete" };
  const seen = new Set<string>([qname]);
  let name = qname;
  let targetAt = -1;
  let links = 0;
  for (;;) {
    const link = answer.links.find((candidate) => candidate.owner === name);
    if (link === undefined) break;
    if (seen.has(link.target)) return { kind: "broken", reason: "loop" };
    if (++links > MAX_CHAIN) return { kind: "broken", reason: "too long" };
    seen.add(link.target);
    name = link.target;
    targetAt = link.targetAt;
  }
  if (links === 0 || answer.typedOwners.includes(name)) return { kind: "complete" };
  // Asking for the target would add at least one more link.
  if (links === MAX_CHAIN) return { kind: "broken", reason: "too long" };
  return { kind: "dangling", name, targetAt, links };
}

/** The uncompressed wire form of the name at `offset`, lowercased; null when malformed. */
export function expandName(msg: Uint8Array, offset: number, lowercase = false): { wire: number[]; end: number } | null {
  const wire: number[] = [];
  let pos = offset;
  let end = -1;
  for (let jumps = 0; ; ) {
    if (pos >= msg.length) return null;
    const length = msg[pos]!;
    if ((length & 0xc0) === 0xc0) {
      if (pos + 1 >= msg.length || ++jumps > 64) return null;
      if (end < 0) end = pos + 2;
      pos = ((length & 0x3f) << 8) | msg[pos + 1]!;
      continue;
    }
    if (length > 63 || pos + 1 + length > msg.length || wire.length + length + 2 > 255) return null;
    wire.push(length);
    for (let i = pos + 1; i <= pos + length; i++) {
      const c = msg[i]!;
      wire.push(lowercase && c >= 0x41 && c <= 0x5a ? c | 0x20 : c);
    }
    if (length === 0) return { wire, end: end < 0 ? pos + 1 : end };
    pos += 1 + length;
  }
}

/** The question section for the chain's last target: its name, then the original type and class. */
export function targetQuestion(answer: ScannedAnswer, targetAt: number, question: Uint8Array): Uint8Array | null {
  const name = expandName(answer.bytes, targetAt, true);
  if (name === null) return null;
  return Uint8Array.from([...name.wire, ...question.subarray(question.length - 4)]);
}

/** Rdata that may hold compressed names (RFC 3597 §4): where the names sit in it. */
function rdataNames(type: number): "one" | "mx" | "soa" | null {
  if (type === RrType.CNAME || type === RrType.NS || type === RrType.PTR) return "one";
  if (type === RrType.MX) return "mx";
  if (type === RrType.SOA) return "soa";
  return null;
}

/** Appends `count` records from `msg` at `pos` with every name written out; returns the offset after them. */
function copyRecords(msg: Uint8Array, pos: number, count: number, out: number[]): number {
  for (let i = 0; i < count; i++) {
    const owner = expandName(msg, pos);
    if (owner === null) throw new RangeError("Malformed record");
    const fixed = owner.end;
    const type = u16(msg, fixed);
    const rdStart = fixed + 10;
    const rdEnd = rdStart + u16(msg, fixed + 8);
    out.push(...owner.wire, ...msg.subarray(fixed, fixed + 8));
    const rdata: number[] = [];
    const names = rdataNames(type);
    if (names === null) rdata.push(...msg.subarray(rdStart, rdEnd));
    else {
      let at = rdStart;
      if (names === "mx") {
        rdata.push(msg[at]!, msg[at + 1]!);
        at += 2;
      }
      for (let n = names === "soa" ? 2 : 1; n > 0; n--) {
        const name = expandName(msg, at);
        if (name === null) throw new RangeError("Malformed record");
        rdata.push(...name.wire);
        at = name.end;
      }
      rdata.push(...msg.subarray(at, rdEnd));
    }
    out.push(rdata.length >> 8, rdata.length & 0xff, ...rdata);
    pos = rdEnd;
  }
  return pos;
}

/**
 * One message: `first`'s header and question, its answer records (the chain so far), then `next`'s
 * answer and authority records (the rest of the chain and the target's records, or the SOA of a
 * negative answer), with `next`'s response code (RFC 6604: it is about the last name). AA and AD
 * are kept only when both answers carry them. Scan the result to serve and cache it.
 */
export function joinChain(first: ScannedAnswer, next: ScannedAnswer): Uint8Array {
  const out: number[] = [...first.bytes.subarray(0, first.questionEnd)];
  copyRecords(first.bytes, first.questionEnd, first.answerCount, out);
  const nextCounts = [u16(next.bytes, 6), u16(next.bytes, 8)] as const;
  const afterAnswers = copyRecords(next.bytes, next.questionEnd, nextCounts[0], out);
  copyRecords(next.bytes, afterAnswers, nextCounts[1], out);
  const message = Uint8Array.from(out);
  const keep = first.flags & next.flags & (FLAG_AA | FLAG_AD);
  const flags = (first.flags & ~(FLAG_AA | FLAG_AD | 0xf)) | keep | (next.rcode & 0xf);
  message[2] = flags >> 8;
  message[3] = flags & 0xff;
  const answers = first.answerCount + nextCounts[0];
  message.set([answers >> 8, answers & 0xff, nextCounts[1] >> 8, nextCounts[1] & 0xff, 0, 0], 6);
  if (message.length > 0xffff) throw new RangeError("The joined answer is larger than a DNS message");
  return message;
}
