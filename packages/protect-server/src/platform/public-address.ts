import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

function blockList(family: "ipv4" | "ipv6", subnets: readonly (readonly [string, number])[]): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of subnets) list.addSubnet(network, prefix, family);
  return list;
}

/** IANA special-purpose IPv4 blocks (RFC 6890 and its updates): none is a destination on the internet. */
const nonPublicV4 = blockList("ipv4", [
  ["0.0.0.0", 8], // this network, unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
]);

/** IPv6 destinations on the internet are global unicast (2000::/3); loopback, fc00::/7, fe80::/10, ff00::/8 and :: are outside it. */
const globalUnicastV6 = blockList("ipv6", [["2000::", 3]]);
/** Inside 2000::/3, the blocks that are not public destinations. */
const nonPublicV6 = blockList("ipv6", [
  ["2001::", 23], // IETF protocol assignments (Teredo, ORCHID, benchmarking)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: embeds an IPv4 address of any kind
  ["3fff::", 20], // documentation (RFC 9637)
]);

/** The eight 16-bit words of a valid IPv6 address (zone id already removed). */
function ipv6Words(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const words = (part: string | undefined) => (part ? part.split(":").map((word) => Number.parseInt(word, 16)) : []);
  const [head, tail] = text.split("::");
  if (tail === undefined) return words(head);
  const before = words(head);
  const after = words(tail);
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * The IPv4 address inside an IPv4-mapped (::ffff:0:0/96) or well-known NAT64 (64:ff9b::/96, RFC 6052)
 * IPv6 address: these reach the IPv4 address, so that address decides.
 */
function embeddedIpv4(address: string): string | undefined {
  const w = ipv6Words(address);
  const mapped = w.slice(0, 5).every((word) => word === 0) && w[5] === 0xffff;
  const nat64 = w[0] === 0x64 && w[1] === 0xff9b && w.slice(2, 6).every((word) => word === 0);
  if (!mapped && !nat64) return undefined;
  const [high = 0, low = 0] = w.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/**
 * Whether an IP address is a public internet destination: not loopback, private (RFC 1918,
 * fc00::/7), carrier-grade NAT, link-local (169.254/16 with the cloud metadata address, fe80::/10),
 * unspecified, multicast, documentation or otherwise reserved. Anything that is not an IP address
 * is not public. `[…]` brackets and a zone id (`%eth0`) are ignored.
 *
 * @example isPublicAddress("93.184.215.14") // true
 * @example isPublicAddress("::ffff:127.0.0.1") // false
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, "$1").split("%")[0] ?? "";
  const family = isIP(bare);
  if (family === 4) return !nonPublicV4.check(bare, "ipv4");
  if (family !== 6) return false;
  const embedded = embeddedIpv4(bare);
  if (embedded !== undefined) return isPublicAddress(embedded);
  return globalUnicastV6.check(bare, "ipv6") && !nonPublicV6.check(bare, "ipv6");
}

/** A host name resolved to an address that is not public: the connection is never opened. */
export class NonPublicAddressError extends Error {
  readonly code = "ERR_NON_PUBLIC_ADDRESS";
  readonly hostname: string;
  readonly address: string;
  constructor(hostname: string, address: string) {
    super(`"${hostname}" resolves to the non-public address ${address || "(none)"}`);
    this.name = "NonPublicAddressError";
    this.hostname = hostname;
    this.address = address;
  }
}

/**
 * A `lookup` for sockets and HTTP agents that resolves the name and fails with NonPublicAddressError
 * when any of its addresses is not public. It runs at connect time, for the address actually dialled,
 * so a name that changes its answer between a check and the connection (DNS rebinding) cannot slip
 * through. IP literals never reach a lookup: callers refuse them before connecting.
 *
 * @example new https.Agent({ lookup: publicOnlyLookup({ allowPrivateNetworks: false }) })
 */
export function publicOnlyLookup(options: {
  allowPrivateNetworks: boolean;
  /** The resolver (default dns.lookup); tests inject one. */
  resolve?: LookupFunction;
}): LookupFunction {
  const resolve = options.resolve ?? (dnsLookup as LookupFunction);
  return (hostname, lookupOptions, callback) => {
    resolve(hostname, { ...lookupOptions, all: true }, (error, result) => {
      if (error) return callback(error, "");
      const addresses: LookupAddress[] =
        typeof result === "string" ? [{ address: result, family: isIP(result) }] : [...result];
      const refused = addresses.length === 0 ? { address: "" } : addresses.find((a) => !isPublicAddress(a.address));
      if (refused && !(options.allowPrivateNetworks && addresses.length > 0)) {
        return callback(new NonPublicAddressError(hostname, refused.address), "");
      }
      const [first] = addresses as [LookupAddress];
      return lookupOptions.all ? callback(null, addresses) : callback(null, first.address, first.family);
    });
  };
}
