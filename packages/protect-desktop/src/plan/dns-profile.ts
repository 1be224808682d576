import { isIP } from "node:net";
import { z } from "zod";

/** The device's DNS profile as the agent keeps it: where protect-dns answers for this device. */
export interface DnsProfile {
  /** DoH template with the device token, `https://<doh-host>/dns-query/<token>`. */
  readonly dohUrl: string;
  /** DoT host name `<token>.<dot-domain>`, when the server offers DoT. */
  readonly dotHost: string | null;
  /** IP addresses of the DoH host, IPv4 first; Windows registers DoH per server address. */
  readonly addresses: readonly string[];
}

export const dnsProfileSchema = z.object({
  dohUrl: z.url({ protocol: /^https$/ }),
  dotHost: z.string().min(1).max(253).nullable(),
  addresses: z
    .array(z.union([z.ipv4(), z.ipv6()]))
    .min(1)
    .max(8),
});

/** IPv4 addresses first, then IPv6, each group in the given order, without repeats. */
export function orderAddresses(addresses: readonly string[]): string[] {
  const unique = [...new Set(addresses)];
  return [...unique.filter((a) => isIP(a) === 4), ...unique.filter((a) => isIP(a) === 6)];
}

/** The DoH host name of a profile (Windows and Linux need it for the DoT/DoH server identity). */
export function dohHost(profile: DnsProfile): string {
  return new URL(profile.dohUrl).hostname;
}
