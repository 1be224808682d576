import type { DnsProfile } from "../src/plan/dns-profile.ts";

export const DEVICE_TOKEN = "abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrst";

/** The profile the golden files are rendered from. */
export const GOLDEN_PROFILE: DnsProfile = {
  dohUrl: `https://dns.example.org/dns-query/${DEVICE_TOKEN}`,
  dotHost: `${DEVICE_TOKEN}.dot.example.org`,
  addresses: ["2001:db8::53", "192.0.2.53", "192.0.2.54"],
};

/** What the companion stand-in serves as the device's DNS profile (one resolver, 192.0.2.53). */
export const COMPANION_PROFILE = {
  dohUrl: `https://dns.example.org/dns-query/${DEVICE_TOKEN}`,
  dotHost: `${DEVICE_TOKEN}.dot.example.org`,
  serverAddresses: ["192.0.2.53"],
};
