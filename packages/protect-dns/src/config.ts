// The whole configuration, parsed once at the process entry (a JSON file, then the environment,
// then flags) and passed down typed. Libraries never read process.env.
import { z } from "zod";
import { normaliseDomain } from "./blocklist/domain-name.ts";
import { TOKEN_SHAPE } from "./policy/contract.ts";

/** `true`/`false` (booleans or those exact strings from the environment); anything else is an error. */
const flag = z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")]);
const port = z.coerce.number().int().min(0).max(65_535);
const host = z.string().min(1);
const domainName = z.string().refine((value) => normaliseDomain(value) === value, "must be a lowercase domain name");

/** An upstream as a URL: udp://host[:port], tcp://host[:port] or https://host/path. */
export const upstreamUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return ["udp:", "tcp:", "https:"].includes(url.protocol) && url.hostname.length > 0;
  } catch {
    return false;
  }
}, "must be udp://host[:port], tcp://host[:port] or https://host/path");

export const configSchema = z.object({
  env: z.enum(["development", "production", "test"]).default("development"),
  dataDir: z.string().min(1).default("data/protect-dns"),
  logLevel: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** protect-server: where policies, lists and handshakes go. */
  server: z
    .object({
      url: z.string().url().optional(),
      /** The shared resolver secret (x-handshake-secret). */
      secret: z.string().min(32, "must be at least 32 characters").optional(),
    })
    .default({}),
  /** Plain DNS over UDP and TCP (loopback by default; no token travels, so `token` applies). */
  plain: z
    .object({
      enabled: flag.default(true),
      host: host.default("127.0.0.1"),
      port: port.default(5300),
      token: z.string().regex(TOKEN_SHAPE, "must be a device token").optional(),
    })
    .default({ enabled: true, host: "127.0.0.1", port: 5300 }),
  doh: z
    .object({ enabled: flag.default(true), host: host.default("127.0.0.1"), port: port.default(8443) })
    .default({ enabled: true, host: "127.0.0.1", port: 8443 }),
  dot: z
    .object({
      enabled: flag.default(true),
      host: host.default("127.0.0.1"),
      port: port.default(8853),
      /** Devices use `<token>.<domain>` as their Private DNS host name. */
      domain: domainName.default("dot.localhost"),
    })
    .default({ enabled: true, host: "127.0.0.1", port: 8853, domain: "dot.localhost" }),
  /** UDP and TCP behind a balancer (dnsdist): every message carries a PROXY v2 header. */
  proxy: z
    .object({
      enabled: flag.default(false),
      host: host.default("127.0.0.1"),
      port: port.default(5301),
      trustedSources: z.array(z.string().min(1)).min(1).default(["127.0.0.1/32", "::1/128"]),
    })
    .default({ enabled: false, host: "127.0.0.1", port: 5301, trustedSources: ["127.0.0.1/32", "::1/128"] }),
  tls: z.object({ certFile: z.string().min(1).optional(), keyFile: z.string().min(1).optional() }).default({}),
  upstreams: z.array(upstreamUrl).min(1).default(["udp://9.9.9.9:53", "udp://149.112.112.112:53"]),
  upstreamTimeoutMs: z.coerce.number().int().min(100).max(30_000).default(2000),
  cache: z
    .object({
      maxBytes: z.coerce
        .number()
        .int()
        .min(0)
        .default(64 * 1024 * 1024),
      maxTtl: z.coerce.number().int().min(0).max(604_800).default(86_400),
    })
    .default({ maxBytes: 64 * 1024 * 1024, maxTtl: 86_400 }),
  /** TTL of blocked and canary answers, seconds (short: a user who turns protection off waits this long). */
  blockedTtl: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Queries without a known device token: REFUSED, or filtered with a global list. */
  unknownToken: z.enum(["refuse", "curated", "full"]).default("refuse"),
  /** Names of the SOA in synthesised answers; default ns.<dot.domain> / hostmaster.<dot.domain>. */
  soa: z.object({ mname: domainName.optional(), rname: domainName.optional() }).default({}),
  handshakeIntervalSeconds: z.coerce.number().int().min(1).max(3600).default(60),
  syncWaitSeconds: z.coerce.number().int().min(0).max(60).default(25),
  /** Reuse the ports (SO_REUSEPORT), to run several processes on one machine. */
  reusePort: flag.default(false),
  /**
   * Query threads (the entry's default: one per core). Each listens on the same ports with
   * SO_REUSEPORT and shares the main thread's lists; 0 answers on the main thread itself.
   */
  threads: z.coerce.number().int().min(0).max(256).optional(),
  /**
   * Plain-DNS UDP machinery: `batched` (native recvmmsg/sendmmsg, Linux, built by `npm ci`),
   * `dgram` (Node's), or `auto`: batched when it was built, else dgram with a warning.
   */
  udpIo: z.enum(["auto", "batched", "dgram"]).default("auto"),
  /**
   * Discovery of new gambling domains (issue 28): once a day, the names on no list that at least
   * `k` distinct devices asked that day, with their addresses, go to protect-server. No device, user
   * or client address leaves with a name; fewer than k devices and the name is never reported.
   */
  discovery: z
    .object({
      enabled: flag.default(true),
      k: z.coerce.number().int().min(2).max(1000).default(5),
      /** Names counted per day and thread (memory bound: about 200 B each). */
      maxNames: z.coerce.number().int().min(1).max(10_000_000).default(200_000),
    })
    .default({ enabled: true, k: 5, maxNames: 200_000 }),
});
export type Config = z.infer<typeof configSchema>;

const list = (value: string | undefined) =>
  value === undefined
    ? undefined
    : value
        .split(",")
        .map((entry) => entry.trim())
        .filter((entry) => entry !== "");

/** Environment variables read by the entry, mapped onto the config shape (undefined = not set). */
export function configFromEnv(env: Record<string, string | undefined>): Record<string, unknown> {
  return {
    env: env.NODE_ENV === "production" || env.NODE_ENV === "test" ? env.NODE_ENV : undefined,
    dataDir: env.DATA_DIR,
    logLevel: env.LOG_LEVEL,
    server: { url: env.PROTECT_SERVER_URL || undefined, secret: env.HANDSHAKE_SECRET || undefined },
    plain: { enabled: env.DNS_ENABLED, host: env.DNS_HOST, port: env.DNS_PORT, token: env.DNS_TOKEN || undefined },
    doh: { enabled: env.DOH_ENABLED, host: env.DOH_HOST, port: env.DOH_PORT },
    dot: { enabled: env.DOT_ENABLED, host: env.DOT_HOST, port: env.DOT_PORT, domain: env.DOT_DOMAIN },
    proxy: {
      enabled: env.PROXY_ENABLED,
      host: env.PROXY_HOST,
      port: env.PROXY_PORT,
      trustedSources: list(env.PROXY_TRUSTED),
    },
    tls: { certFile: env.TLS_CERT_FILE, keyFile: env.TLS_KEY_FILE },
    upstreams: list(env.UPSTREAMS),
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    cache: { maxBytes: env.CACHE_MAX_BYTES, maxTtl: env.CACHE_MAX_TTL },
    blockedTtl: env.BLOCKED_TTL,
    unknownToken: env.UNKNOWN_TOKEN,
    handshakeIntervalSeconds: env.HANDSHAKE_INTERVAL_SECONDS,
    syncWaitSeconds: env.SYNC_WAIT_SECONDS,
    reusePort: env.REUSE_PORT,
    threads: env.THREADS,
    udpIo: env.UDP_IO,
    discovery: { enabled: env.DISCOVERY_ENABLED, k: env.DISCOVERY_K, maxNames: env.DISCOVERY_MAX_NAMES },
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Merges layers of settings: later layers win, undefined never overrides. */
export function mergeSettings(...layers: Record<string, unknown>[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined) continue;
      out[key] = isPlainObject(value) && isPlainObject(out[key]) ? mergeSettings(out[key], value) : value;
    }
  }
  return out;
}

/** Removes undefined values (recursively) and objects left empty. */
function compact(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (entry === undefined) continue;
    if (isPlainObject(entry)) {
      const inner = compact(entry);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else out[key] = entry;
  }
  return out;
}

/** Parses config; throws one readable error naming every bad field. Production needs the server and TLS files. */
export function parseConfig(input: Record<string, unknown>): Config {
  const result = configSchema.safeParse(compact(input));
  const lines = result.success
    ? []
    : result.error.issues.map((issue) => `  ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  if (result.success && result.data.env === "production") {
    const config = result.data;
    if (!config.server.url) lines.push("  server.url: required in production (PROTECT_SERVER_URL)");
    if (!config.server.secret) lines.push("  server.secret: required in production (HANDSHAKE_SECRET)");
    if ((config.doh.enabled || config.dot.enabled) && (!config.tls.certFile || !config.tls.keyFile)) {
      lines.push("  tls: certFile and keyFile are required in production (TLS_CERT_FILE, TLS_KEY_FILE)");
    }
  }
  if (result.success && Boolean(result.data.tls.certFile) !== Boolean(result.data.tls.keyFile)) {
    lines.push("  tls: certFile and keyFile go together");
  }
  if (lines.length > 0 || !result.success) throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  return result.data;
}
