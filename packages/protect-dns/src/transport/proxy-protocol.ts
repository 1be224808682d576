// PROXY protocol version 2 (haproxy's spec), as dnsdist sends it to backends with
// useProxyProtocol: the resolver behind a balancer learns the client's device token from a TLV the
// balancer adds (type 0xE0, the first of the application-specific range).
import { BlockList, isIPv6 } from "node:net";

const SIGNATURE = Buffer.from([0x0d, 0x0a, 0x0d, 0x0a, 0x00, 0x0d, 0x0a, 0x51, 0x55, 0x49, 0x54, 0x0a]);
/** TLV type carrying the device token (lowercase ASCII). */
export const TOKEN_TLV = 0xe0;
const HEADER_FIXED = 16;

export interface ProxyHeader {
  /** Bytes the header takes; the DNS message (or stream) starts after them. */
  length: number;
  token: string | null;
}

/** Which peers may send PROXY headers (the balancers). */
export interface ProxyTrust {
  allows(address: string): boolean;
}

/** Trust for a list of addresses or CIDR ranges, e.g. ["127.0.0.1/32", "::1/128"]. */
export function proxyTrust(sources: readonly string[]): ProxyTrust {
  const list = new BlockList();
  for (const source of sources) {
    const [address, prefix] = source.split("/");
    const type = isIPv6(address!) ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(prefix), type);
  }
  return {
    allows(address) {
      const mapped = address.startsWith("::ffff:") ? address.slice(7) : address;
      return list.check(mapped, isIPv6(mapped) ? "ipv6" : "ipv4");
    },
  };
}

/**
 * Parses a PROXY v2 header at the start of `data`. Returns null when it is missing or malformed,
 * or `"incomplete"` when more bytes are needed (streams).
 */
export function parseProxyHeader(data: Uint8Array): ProxyHeader | null;
export function parseProxyHeader(data: Uint8Array, partial: true): ProxyHeader | null | "incomplete";
export function parseProxyHeader(data: Uint8Array, partial = false): ProxyHeader | null | "incomplete" {
  if (data.length < HEADER_FIXED) {
    const prefix = Math.min(data.length, SIGNATURE.length);
    for (let i = 0; i < prefix; i++) if (data[i] !== SIGNATURE[i]) return null;
    return partial ? "incomplete" : null;
  }
  for (let i = 0; i < SIGNATURE.length; i++) if (data[i] !== SIGNATURE[i]) return null;
  const versionCommand = data[12]!;
  if (versionCommand >> 4 !== 2) return null;
  const family = data[13]!;
  const length = HEADER_FIXED + ((data[14]! << 8) | data[15]!);
  if (data.length < length) return partial ? "incomplete" : null;
  // LOCAL (health checks from the balancer itself): no addresses, no token.
  if ((versionCommand & 0xf) === 0) return { length, token: null };
  const addressBytes = family >> 4 === 1 ? 12 : family >> 4 === 2 ? 36 : 0;
  let pos = HEADER_FIXED + addressBytes;
  let token: string | null = null;
  while (pos + 3 <= length) {
    const type = data[pos]!;
    const valueLength = (data[pos + 1]! << 8) | data[pos + 2]!;
    const end = pos + 3 + valueLength;
    if (end > length) return null;
    if (type === TOKEN_TLV)
      token = Buffer.from(data.subarray(pos + 3, end))
        .toString("latin1")
        .toLowerCase();
    pos = end;
  }
  return { length, token };
}
