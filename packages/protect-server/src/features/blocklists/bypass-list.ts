// The bypass list (issue 28): public DoH/DoT resolvers, VPN/proxy/Tor distribution domains and web
// relays, kept in the repository as bypass-list.json (one entry per domain, with where it comes from
// and when it was added) and copied into the global list `bypass` when its version moves.
import { readFileSync } from "node:fs";
import { z } from "zod";
import { normaliseDomain } from "./domain-name.ts";

export const BYPASS_KINDS = ["doh", "vpn", "tor", "relay"] as const;

const entrySchema = z.object({
  domain: z.string().max(253),
  /** doh: a resolver's DoH/DoT host; vpn: a VPN's site or app API; tor: Tor and circumvention apps; relay: a site that fetches other sites. */
  kind: z.enum(BYPASS_KINDS),
  /** Where the entry comes from: the provider's documentation or the client that ships it. */
  source: z.string().min(1).max(300),
  /** When it joined the list (YYYY-MM-DD). */
  added: z.iso.date(),
});

const fileSchema = z.object({
  /** Moves with every change of the entries; protect-server copies the list when it differs from the stored one. */
  version: z.string().regex(/^\d{4}-\d{2}-\d{2}\.\d+$/, "must look like 2026-11-28.1"),
  entries: z.array(entrySchema).min(1).max(100_000),
});

export type BypassEntry = z.infer<typeof entrySchema>;
export interface BypassList {
  version: string;
  entries: BypassEntry[];
}

/** The list shipped with protect-server. */
export const BYPASS_LIST_FILE = new URL("./bypass-list.json", import.meta.url);

/**
 * Reads and checks a bypass list file: every domain must be a valid, normalised host name (no
 * public suffix), listed once. Throws naming the first bad entry.
 *
 * @example
 * const list = readBypassList(BYPASS_LIST_FILE); // { version: "2026-11-28.1", entries: [...] }
 */
export function readBypassList(file: URL | string = BYPASS_LIST_FILE): BypassList {
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Bypass list "${String(file)}" is invalid at /${issue?.path.join("/")}: ${issue?.message}`);
  }
  const seen = new Set<string>();
  for (const [index, entry] of parsed.data.entries.entries()) {
    const normal = normaliseDomain(entry.domain);
    if (!normal.ok || normal.domain !== entry.domain) {
      const why = normal.ok ? `write it as "${normal.domain}"` : normal.message;
      throw new Error(`Bypass list "${String(file)}" is invalid at /entries/${index}: "${entry.domain}": ${why}`);
    }
    if (seen.has(entry.domain)) throw new Error(`Bypass list "${String(file)}" names "${entry.domain}" twice`);
    seen.add(entry.domain);
  }
  return parsed.data;
}

/**
 * The domains to block: every entry except those that would cover one of the service's own host
 * names (the DoH host, the DoT domain): blocking them would cut devices off their own resolver.
 */
export function bypassDomains(list: BypassList, ownHosts: readonly string[]): { domains: string[]; dropped: string[] } {
  const own = ownHosts.map((host) => host.toLowerCase().replace(/\.$/, ""));
  const covers = (domain: string) => own.some((host) => host === domain || host.endsWith(`.${domain}`));
  const domains: string[] = [];
  const dropped: string[] = [];
  for (const { domain } of list.entries) (covers(domain) ? dropped : domains).push(domain);
  return { domains, dropped };
}

/** The `source` stored on the list row: file name and version, so a start-up copies only a new version. */
export function bypassSource(list: BypassList): string {
  return `bypass-list.json@${list.version}`;
}
