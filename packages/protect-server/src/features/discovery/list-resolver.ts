// How protect-server learns the addresses of names on the gambling lists (co-hosting evidence): a
// small interface with the real DNS client (node:dns through the one configured resolver, never
// the system's) and an in-memory one for tests of the rules.
import { Resolver } from "node:dns/promises";

export interface ListAddressResolver {
  /** A and AAAA addresses of `domain`; empty when it does not resolve (NXDOMAIN, no data, no answer). */
  addressesOf(domain: string): Promise<string[]>;
}

const NO_ADDRESS = new Set(["ENOTFOUND", "ENODATA", "ESERVFAIL", "EREFUSED", "ETIMEOUT", "ECONNREFUSED"]);

/**
 * Asks the resolver at `server` ("203.0.113.53", "127.0.0.1:5353", "[2001:db8::53]:53"; an IP
 * address, never a name: config.ts checks it) with one try and a short timeout.
 * @example dnsListResolver("127.0.0.1:5353").addressesOf("bet365.com")
 */
export function dnsListResolver(server: string, options: { timeoutMs?: number } = {}): ListAddressResolver {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 2_000, tries: 1 });
  resolver.setServers([server]);
  const ask = async (lookup: () => Promise<string[]>) => {
    try {
      return await lookup();
    } catch (error) {
      if (NO_ADDRESS.has((error as { code?: string }).code ?? "")) return [];
      throw error;
    }
  };
  return {
    async addressesOf(domain) {
      const [v4, v6] = await Promise.all([ask(() => resolver.resolve4(domain)), ask(() => resolver.resolve6(domain))]);
      return [...v4, ...v6];
    },
  };
}

/** Answers from a map (tests); names not in it do not resolve. */
export function memoryListResolver(answers: Record<string, string[]>): ListAddressResolver & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async addressesOf(domain) {
      asked.push(domain);
      return answers[domain] ?? [];
    },
  };
}
