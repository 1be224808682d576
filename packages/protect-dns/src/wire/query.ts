// Parses what the resolver needs from a query: header, the one question, and the EDNS OPT record.
import { CLASSIC_UDP_SIZE, EDNS_DO, EdnsOption, FLAG_QR, HEADER_SIZE, Opcode, Rcode, RrType } from "./constants.ts";
import { readName, skipName } from "./name.ts";

/** EDNS(0) of a query (RFC 6891). */
export interface Edns {
  /** Requestor's UDP payload size, at least 512. */
  udpSize: number;
  version: number;
  dnssecOk: boolean;
  /** The query carried a Padding option (RFC 7830). */
  padding: boolean;
}

export interface Query {
  readonly message: Uint8Array;
  readonly id: number;
  /** Second header word as received (opcode, RD, CD …). */
  readonly flags: number;
  /** Question name: lowercased presentation form without the trailing dot ("" is the root). */
  readonly name: string;
  readonly type: number;
  readonly qclass: number;
  /** The question occupies message[12, questionEnd). */
  readonly questionEnd: number;
  readonly edns: Edns | null;
}

/**
 * A query the resolver answers with an error code and no question processing. `questionEnd` is 0
 * when the question itself could not be read (the answer then carries no question).
 */
export class QueryFault {
  readonly message: Uint8Array;
  readonly rcode: number;
  readonly id: number;
  readonly flags: number;
  readonly questionEnd: number;
  readonly edns: Edns | null;

  constructor(message: Uint8Array, rcode: number, id: number, flags: number, questionEnd: number, edns: Edns | null) {
    this.message = message;
    this.rcode = rcode;
    this.id = id;
    this.flags = flags;
    this.questionEnd = questionEnd;
    this.edns = edns;
  }
}

const u16 = (msg: Uint8Array, at: number) => (msg[at]! << 8) | msg[at + 1]!;

/** Skips one resource record; -1 when it runs past the message. */
function skipRecord(msg: Uint8Array, offset: number): number {
  const afterName = skipName(msg, offset);
  if (afterName < 0 || afterName + 10 > msg.length) return -1;
  const end = afterName + 10 + u16(msg, afterName + 8);
  return end <= msg.length ? end : -1;
}

/** Reads an OPT record at `offset` (its root name included); null when malformed. */
function readOpt(msg: Uint8Array, offset: number, rdataStart: number, rdataEnd: number): Edns | null {
  if (msg[offset] !== 0) return null;
  const udpSize = Math.max(u16(msg, offset + 3), CLASSIC_UDP_SIZE);
  const version = msg[offset + 6]!;
  const dnssecOk = (u16(msg, offset + 7) & EDNS_DO) !== 0;
  let padding = false;
  let pos = rdataStart;
  while (pos < rdataEnd) {
    if (pos + 4 > rdataEnd) return null;
    const code = u16(msg, pos);
    const length = u16(msg, pos + 2);
    pos += 4 + length;
    if (pos > rdataEnd) return null;
    if (code === EdnsOption.PADDING) padding = true;
  }
  return { udpSize, version, dnssecOk, padding };
}

/**
 * Parses a query. Returns null for what must be dropped without an answer (shorter than a header,
 * or a response), a QueryFault for what is answered with an error code (FORMERR, NOTIMP,
 * BADVERS), else the Query.
 */
export function parseQuery(msg: Uint8Array): Query | QueryFault | null {
  if (msg.length < HEADER_SIZE) return null;
  const id = u16(msg, 0);
  const flags = u16(msg, 2);
  if ((flags & FLAG_QR) !== 0) return null;
  const opcode = (flags >> 11) & 0xf;
  if (opcode !== Opcode.QUERY) return new QueryFault(msg, Rcode.NOTIMP, id, flags, 0, null);
  if (u16(msg, 4) !== 1) return new QueryFault(msg, Rcode.FORMERR, id, flags, 0, null);
  const question = readName(msg, HEADER_SIZE, false);
  if (question === null || question.end + 4 > msg.length) return new QueryFault(msg, Rcode.FORMERR, id, flags, 0, null);
  const questionEnd = question.end + 4;
  const type = u16(msg, question.end);
  const qclass = u16(msg, question.end + 2);

  let pos = questionEnd;
  for (let i = u16(msg, 6) + u16(msg, 8); i > 0 && pos >= 0; i--) pos = skipRecord(msg, pos);
  let edns: Edns | null = null;
  for (let i = u16(msg, 10); i > 0; i--) {
    if (pos < 0) break;
    const afterName = skipName(msg, pos);
    const end = afterName < 0 || afterName + 10 > msg.length ? -1 : afterName + 10 + u16(msg, afterName + 8);
    if (end < 0 || end > msg.length) {
      pos = -1;
      break;
    }
    if (u16(msg, afterName) === RrType.OPT) {
      const opt: Edns | null = edns === null ? readOpt(msg, pos, afterName + 10, end) : null;
      if (opt === null) return new QueryFault(msg, Rcode.FORMERR, id, flags, questionEnd, null);
      edns = opt;
    }
    pos = end;
  }
  if (pos < 0) return new QueryFault(msg, Rcode.FORMERR, id, flags, questionEnd, edns);
  if (edns !== null && edns.version > 0) return new QueryFault(msg, Rcode.BADVERS, id, flags, questionEnd, edns);
  return { message: msg, id, flags, name: question.name, type, qclass, questionEnd, edns };
}
