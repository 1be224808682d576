// DNS numbers used by the resolver (RFC 1035, 6891, 7830, 8914). Plain constants: the hot path
// compares numbers, never strings.

export const HEADER_SIZE = 12;
/** Largest DNS message (two-byte length prefix on TCP, DoT and the DoH body limit). */
export const MAX_MESSAGE_SIZE = 65_535;
/** UDP payload size without EDNS (RFC 1035). */
export const CLASSIC_UDP_SIZE = 512;
/** UDP payload size the resolver advertises and honours at most (DNS flag day 2020). */
export const EDNS_UDP_SIZE = 1232;

export const Rcode = {
  NOERROR: 0,
  FORMERR: 1,
  SERVFAIL: 2,
  NXDOMAIN: 3,
  NOTIMP: 4,
  REFUSED: 5,
  /** Extended rcode 16, carried half in the header and half in the OPT record. */
  BADVERS: 16,
} as const;

export const Opcode = { QUERY: 0 } as const;

export const RrType = {
  A: 1,
  AAAA: 28,
  NS: 2,
  CNAME: 5,
  SOA: 6,
  PTR: 12,
  MX: 15,
  OPT: 41,
  IXFR: 251,
  AXFR: 252,
  ANY: 255,
} as const;

export const CLASS_IN = 1;

export const EdnsOption = { COOKIE: 10, PADDING: 12, EXTENDED_ERROR: 15 } as const;

/** Extended DNS Error info codes (RFC 8914 §4) the resolver sends. */
export const EdeCode = {
  OTHER: 0,
  NOT_READY: 14,
  BLOCKED: 15,
  FILTERED: 17,
  PROHIBITED: 18,
  NETWORK_ERROR: 23,
} as const;

// Header flag bits (second 16-bit word).
export const FLAG_QR = 0x8000;
export const FLAG_AA = 0x0400;
export const FLAG_TC = 0x0200;
export const FLAG_RD = 0x0100;
export const FLAG_RA = 0x0080;
export const FLAG_AD = 0x0020;
export const FLAG_CD = 0x0010;
/** DO bit in the OPT record's TTL field. */
export const EDNS_DO = 0x8000;

/** RFC 8467 §4.1: responses are padded to a multiple of this many octets. */
export const RESPONSE_PADDING_BLOCK = 468;
