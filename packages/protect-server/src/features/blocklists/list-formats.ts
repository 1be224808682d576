import { normaliseDomain } from "./domain-name.ts";

/**
 * Reads one line of a blocklist in any of the usual formats, detected per line:
 *
 * | format  | example                                 |
 * |---------|-----------------------------------------|
 * | hosts   | `0.0.0.0 casino.example other.example`  |
 * | plain   | `casino.example`                        |
 * | adblock | `\|\|casino.example^` (`$important` ok) |
 * | dnsmasq | `address=/casino.example/0.0.0.0`, `server=/casino.example/`, `local=/…/` |
 * | RPZ     | `casino.example CNAME .`, `*.casino.example 3600 IN CNAME .`, `$ORIGIN` |
 *
 * Comments (`#`, `!`, `;`), headers and the RPZ zone's SOA/NS lines are skipped; adblock
 * exceptions (`@@`) and rules with other options are skipped (they are not whole-domain blocks).
 */
export interface LineResult {
  domains: string[];
  /** Lines that looked like entries but held no blockable domain. */
  invalid: number;
}

export interface ListReader {
  read(line: string): LineResult;
}

const NONE: LineResult = { domains: [], invalid: 0 };
const SINK_ADDRESSES = new Set(["0.0.0.0", "127.0.0.1", "::", "::1", "0", "0:0:0:0:0:0:0:0"]);
const HOSTS_LOCAL_NAMES = new Set([
  "localhost",
  "localhost.localdomain",
  "local",
  "broadcasthost",
  "ip6-localhost",
  "ip6-loopback",
  "0.0.0.0",
]);
const ADBLOCK = /^\|\|([^/^$|]+)\^(?:\$(.*))?$/;
const DNSMASQ = /^(?:address|server|local)=\/(.+)\/[^/]*$/;
const RPZ_RECORD = /^(\S+)\s+(?:\d+\s+)?(?:IN\s+)?(CNAME|A|AAAA|TXT|SOA|NS)\b/i;

function collect(names: string[]): LineResult {
  const domains: string[] = [];
  let invalid = 0;
  for (const name of names) {
    const result = normaliseDomain(name);
    if (result.ok) domains.push(result.domain);
    else invalid += 1;
  }
  return { domains, invalid };
}

/** A reader that keeps the RPZ `$ORIGIN` between lines; one per list. */
export function createListReader(): ListReader {
  let origin = "";
  return {
    read(raw) {
      const line = raw.trim();
      if (line === "" || line.startsWith("#") || line.startsWith("!") || line.startsWith(";") || line.startsWith("[")) {
        return NONE;
      }
      if (line.startsWith("@@")) return NONE;
      if (line.startsWith("$")) {
        const match = /^\$ORIGIN\s+(\S+)/i.exec(line);
        if (match?.[1]) origin = match[1].toLowerCase().replace(/\.$/, "");
        return NONE;
      }
      const adblock = ADBLOCK.exec(line);
      if (adblock) {
        const options = adblock[2];
        if (options !== undefined && options !== "important") return NONE;
        return collect([adblock[1] ?? ""]);
      }
      const dnsmasq = DNSMASQ.exec(line);
      if (dnsmasq) return collect((dnsmasq[1] ?? "").split("/").filter((name) => name !== "" && name !== "#"));
      const withoutComment = line.replace(/\s#.*$/, "");
      const fields = withoutComment.split(/\s+/);
      const first = fields[0] ?? "";
      if (fields.length > 1 && SINK_ADDRESSES.has(first)) {
        return collect(fields.slice(1).filter((name) => !HOSTS_LOCAL_NAMES.has(name.toLowerCase())));
      }
      const rpz = RPZ_RECORD.exec(withoutComment);
      if (rpz) {
        const type = (rpz[2] ?? "").toUpperCase();
        if (type === "SOA" || type === "NS" || first === "@") return NONE;
        return collect([rpzName(rpz[1] ?? "", origin)]);
      }
      if (fields.length === 1) return collect([first]);
      return { domains: [], invalid: 1 };
    },
  };
}

/** An RPZ owner name relative to the zone: the origin is cut off, a leading `*.` dropped. */
function rpzName(owner: string, origin: string): string {
  let name = owner.toLowerCase();
  if (name.endsWith(".")) {
    name = name.slice(0, -1);
    if (origin !== "" && name.endsWith(`.${origin}`)) name = name.slice(0, -origin.length - 1);
  }
  return name.startsWith("*.") ? name.slice(2) : name;
}
