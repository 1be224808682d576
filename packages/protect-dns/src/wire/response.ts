// Builds the answers the resolver makes itself: errors, blocked and canary NXDOMAINs, truncation,
// and the OPT record (EDNS, Extended DNS Error, padding) appended to every answer.
import {
  CLASS_IN,
  EDNS_DO,
  EDNS_UDP_SIZE,
  EdnsOption,
  FLAG_CD,
  FLAG_QR,
  FLAG_RA,
  FLAG_RD,
  FLAG_TC,
  HEADER_SIZE,
  RESPONSE_PADDING_BLOCK,
  RrType,
} from "./constants.ts";
import { nameWireLength, writeName } from "./name.ts";
import type { Edns, Query, QueryFault } from "./query.ts";

/** An Extended DNS Error (RFC 8914): info code and a short text for people. */
export interface ExtendedError {
  code: number;
  text: string;
}

/** How an answer leaves: padded (encrypted transports) and the largest size the client takes. */
export interface AnswerShape {
  /** Pad to a multiple of 468 octets (RFC 8467) when the query has EDNS. */
  pad: boolean;
  /** Largest message the transport carries: the EDNS/512 limit on UDP, 65535 otherwise. */
  maxSize: number;
}

/** The resolver's SOA for answers it synthesises (blocked and canary names). */
export interface SyntheticSoa {
  mname: string;
  rname: string;
  /** TTL and negative-caching time of the answer, in seconds. */
  ttl: number;
}

const OPT_FIXED = 11;
const encoder = new TextEncoder();

/** Size the OPT record will take, padding excluded; 0 without EDNS. */
function optSize(edns: Edns | null, edeText: Uint8Array | null): number {
  if (edns === null) return 0;
  return OPT_FIXED + (edeText === null ? 0 : 6 + edeText.length);
}

/** Padding octets so that `length + 4 + n` is a multiple of the block, or 0 when not padding. */
export function paddingLength(length: number, edns: Edns | null, shape: AnswerShape): number {
  if (edns === null || !shape.pad) return 0;
  const padded = Math.ceil((length + 4) / RESPONSE_PADDING_BLOCK) * RESPONSE_PADDING_BLOCK;
  return padded <= shape.maxSize ? padded - length - 4 : 0;
}

/**
 * Writes the OPT record at `at`: our UDP size, the extended rcode bits, DO echoed, then the
 * EDE and Padding options. Returns the offset after it.
 */
export function writeOpt(
  buf: Uint8Array,
  at: number,
  options: { edns: Edns; rcode: number; ede: ExtendedError | null; edeText: Uint8Array | null; padding: number },
): number {
  const { edns, rcode, ede, edeText, padding } = options;
  const rdLength = (edeText === null ? 0 : 6 + edeText.length) + (padding > 0 ? 4 + padding : 0);
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  buf[at] = 0;
  view.setUint16(at + 1, RrType.OPT);
  view.setUint16(at + 3, EDNS_UDP_SIZE);
  buf[at + 5] = rcode >> 4;
  buf[at + 6] = 0;
  view.setUint16(at + 7, edns.dnssecOk ? EDNS_DO : 0);
  view.setUint16(at + 9, rdLength);
  let pos = at + OPT_FIXED;
  if (ede !== null && edeText !== null) {
    view.setUint16(pos, EdnsOption.EXTENDED_ERROR);
    view.setUint16(pos + 2, 2 + edeText.length);
    view.setUint16(pos + 4, ede.code);
    buf.set(edeText, pos + 6);
    pos += 6 + edeText.length;
  }
  if (padding > 0) {
    view.setUint16(pos, EdnsOption.PADDING);
    view.setUint16(pos + 2, padding);
    buf.fill(0, pos + 4, pos + 4 + padding);
    pos += 4 + padding;
  }
  return pos;
}

/** Header flags of an answer: QR, RA, the query's opcode, RD and CD, and the low rcode bits. */
export function answerFlags(queryFlags: number, rcode: number): number {
  return FLAG_QR | FLAG_RA | (queryFlags & (0x7800 | FLAG_RD | FLAG_CD)) | (rcode & 0xf);
}

interface Synthesised {
  rcode: number;
  ede: ExtendedError | null;
  /** SOA record for the authority section (negative answers), with its owner. */
  soa: (SyntheticSoa & { zone: string }) | null;
  truncated?: boolean;
}

function soaRdataLength(soa: SyntheticSoa): number {
  return nameWireLength(soa.mname) + nameWireLength(soa.rname) + 20;
}

/** Builds an answer with no answer records: errors, NXDOMAIN with SOA, truncation. */
function synthesise(q: Query | QueryFault, shape: AnswerShape, parts: Synthesised): Uint8Array {
  const { message, questionEnd } = q;
  const questionLength = questionEnd > 0 ? questionEnd - HEADER_SIZE : 0;
  const edeText = parts.ede === null || q.edns === null ? null : encoder.encode(parts.ede.text);
  const soaLength = parts.soa === null ? 0 : nameWireLength(parts.soa.zone) + 10 + soaRdataLength(parts.soa);
  const base = HEADER_SIZE + questionLength + soaLength + optSize(q.edns, edeText);
  const padding = paddingLength(base, q.edns, shape);
  const buf = Buffer.alloc(base + (padding > 0 ? 4 + padding : 0));
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  view.setUint16(0, q.id);
  view.setUint16(2, answerFlags(q.flags, parts.rcode) | (parts.truncated ? FLAG_TC : 0));
  view.setUint16(4, questionLength > 0 ? 1 : 0);
  view.setUint16(8, parts.soa === null ? 0 : 1);
  view.setUint16(10, q.edns === null ? 0 : 1);
  let pos = HEADER_SIZE;
  if (questionLength > 0) {
    buf.set(message.subarray(HEADER_SIZE, questionEnd), pos);
    pos += questionLength;
  }
  if (parts.soa !== null) {
    const soa = parts.soa;
    pos = writeName(buf, pos, soa.zone);
    view.setUint16(pos, RrType.SOA);
    view.setUint16(pos + 2, CLASS_IN);
    view.setUint32(pos + 4, soa.ttl);
    view.setUint16(pos + 8, soaRdataLength(soa));
    pos = writeName(buf, pos + 10, soa.mname);
    pos = writeName(buf, pos, soa.rname);
    view.setUint32(pos, 1); // serial
    view.setUint32(pos + 4, 3600); // refresh
    view.setUint32(pos + 8, 600); // retry
    view.setUint32(pos + 12, 86_400); // expire
    view.setUint32(pos + 16, soa.ttl); // minimum: negative caching time (RFC 2308)
    pos += 20;
  }
  if (q.edns !== null) writeOpt(buf, pos, { edns: q.edns, rcode: parts.rcode, ede: parts.ede, edeText, padding });
  return buf;
}

/** An answer with only a response code (and an Extended DNS Error when the query has EDNS). */
export function errorResponse(
  q: Query | QueryFault,
  rcode: number,
  shape: AnswerShape,
  ede: ExtendedError | null = null,
): Uint8Array {
  return synthesise(q, shape, { rcode, ede, soa: null });
}

/** NXDOMAIN for a name the resolver refuses to resolve: SOA of `zone` in the authority section. */
export function nxdomainResponse(
  q: Query,
  shape: AnswerShape,
  options: { zone: string; soa: SyntheticSoa; ede: ExtendedError | null },
): Uint8Array {
  return synthesise(q, shape, { rcode: 3, ede: options.ede, soa: { ...options.soa, zone: options.zone } });
}

/** Header, question and OPT with TC set: the answer did not fit; the client retries over TCP. */
export function truncatedResponse(q: Query, rcode: number, shape: AnswerShape): Uint8Array {
  return synthesise(q, shape, { rcode, ede: null, soa: null, truncated: true });
}
