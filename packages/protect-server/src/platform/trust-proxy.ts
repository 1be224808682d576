import { isIP } from "node:net";
import { z } from "zod";

/**
 * Whom the server believes about the client address (X-Forwarded-For): nobody (`false`, the
 * default), the last N hops, or the proxies at the listed addresses/CIDRs. Fastify hands this to
 * proxy-addr; rate limits and logs then see the address the trusted proxy reports.
 */
export type TrustProxy = false | number | string[];

/** Names proxy-addr knows for address ranges. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** Why an entry is not an address, a CIDR or a named range; undefined when it is one. */
function entryProblem(entry: string): string | undefined {
  if (NAMED_RANGES.has(entry)) return undefined;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or CIDR`;
  if (prefix === undefined) return undefined;
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || bits > max) return `"${entry}" has a prefix outside 0–${max}`;
  return undefined;
}

const HELP =
  "use false (trust no proxy), a hop count 1–10, or a comma-separated list of proxy addresses/CIDRs (e.g. 10.0.0.5,10.1.0.0/16)";

/** Parses TRUST_PROXY strictly: a value that could trust the wrong hop stops start-up. */
export function parseTrustProxy(value: unknown): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  if (value === false || value === undefined) return { ok: true, value: false };
  if (typeof value === "number") {
    return Number.isInteger(value) && value >= 0 && value <= 10
      ? { ok: true, value: value === 0 ? false : value }
      : { ok: false, message: `hop count ${value} is not an integer 0–10: ${HELP}` };
  }
  const entries = Array.isArray(value)
    ? value
    : typeof value === "string"
      ? value
          .split(",")
          .map((part) => part.trim())
          .filter((part) => part !== "")
      : undefined;
  if (!entries || entries.some((entry) => typeof entry !== "string")) return { ok: false, message: HELP };
  const list = entries as string[];
  if (list.length === 0 || (list.length === 1 && (list[0] === "false" || list[0] === "none"))) {
    return { ok: true, value: false };
  }
  if (list.length === 1 && list[0] === "true") {
    return { ok: false, message: `"true" would trust every hop, so any client could choose its address: ${HELP}` };
  }
  if (list.length === 1 && /^\d+$/.test(list[0] ?? "")) return parseTrustProxy(Number(list[0]));
  const problems = list.map(entryProblem).filter((problem) => problem !== undefined);
  if (problems.length > 0) return { ok: false, message: `${problems.join("; ")}: ${HELP}` };
  return { ok: true, value: list };
}

/** The config field: the parsed TrustProxy, or an issue that names what is wrong. */
export const trustProxySchema = z.unknown().transform((value, ctx): TrustProxy => {
  const parsed = parseTrustProxy(value);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: "custom", message: parsed.message });
  return z.NEVER;
});

/**
 * Fastify's form: a list as is; a hop count as proxy-addr's rule "the n nearest hops" (Fastify
 * takes a number at run time, but its types do not list it).
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return trust;
}
