import { isIP } from "node:net";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { trustProxySchema } from "./trust-proxy.ts";

export const PLANS = ["free", "pro", "legend"] as const;
export type Plan = (typeof PLANS)[number];

const secret = z.string().min(32, "must be at least 32 characters");

export const secretsSchema = z.object({
  /** x-handshake-secret of the DNS log watcher (devices feature). */
  handshakeSecret: secret,
  /** x-admin-secret of the admin user and moderation routes. */
  adminSecret: secret,
  /** Key that encrypts stored OAuth tokens (mail feature), 32 bytes as 64 hex characters. */
  tokenEncryptionKey: z.string().regex(/^[0-9a-f]{64}$/, "must be 64 hex characters"),
  /** HMAC key under which session tokens are stored. */
  sessionPepper: secret,
  /** Shared secret of the payment provider's webhook signature. */
  paymentWebhookSecret: secret,
});
export type Secrets = z.infer<typeof secretsSchema>;

/**
 * The whole configuration, parsed once at the process entry from flags and environment. Libraries
 * receive the parsed object; none reads process.env.
 */
/** Booleans from the environment: only `true` and `false`, anything else stops start-up. */
const strictBoolean = z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")], {
  error: 'must be "true" or "false"',
});

/** A DNS server as an IP literal with an optional port (1–65535): IPv4[:port], IPv6 or [IPv6]:port. */
const resolverAddress = z
  .string()
  .trim()
  .refine((value) => {
    const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(value);
    const plain = /^([^:]+)(?::(\d{1,5}))?$/.exec(value);
    if (bracketed) return isIP(bracketed[1] ?? "") === 6 && validPort(bracketed[2]);
    if (isIP(value) === 6) return true;
    return plain !== null && isIP(plain[1] ?? "") === 4 && validPort(plain[2]);
  }, 'must be an IP address with an optional port, e.g. "9.9.9.9", "127.0.0.1:5353" or "[2001:db8::53]:53"');

function validPort(port: string | undefined): boolean {
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65_535 && !port.startsWith("0"));
}

/** An IMAP host the operator names: a DNS name or an IP literal, compared in lower case. */
const imapHostName = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (host) =>
      isIP(host) !== 0 ||
      /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(host),
    {
      error: "must be a host name or an IP address",
    },
  );

const configFields = z.object({
  env: z.enum(["development", "production", "test"]).default("development"),
  host: z.string().default("127.0.0.1"),
  port: z.coerce.number().int().min(0).max(65_535).default(8420),
  dataDir: z.string().default("data/protect"),
  databaseUrl: z.string().url().optional(),
  logLevel: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The plan of new accounts: the seed's temporary default is legend. */
  defaultPlan: z.enum(PLANS).default("legend"),
  sessionTtlDays: z.coerce.number().int().min(1).max(365).default(30),
  /** Secrets given explicitly (required in production); otherwise generated into the data folder. */
  secrets: secretsSchema.partial().default({}),
  /**
   * Whose X-Forwarded-For to believe: nobody (default), a hop count, or the proxies' addresses/CIDRs
   * (http/trust-proxy.ts). Rate limits and logs key on the address this yields.
   */
  trustProxy: trustProxySchema.default(false),
  /** redis:// or rediss:// URL: rate-limit counters shared by every instance. Unset: in memory. */
  redisUrl: z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
  /** How long start-up waits for an unreachable PostgreSQL before it gives up (0: no wait). */
  databaseStartupWaitSeconds: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * Share of successful (< 400) requests written to the access log, 0–1 (default 1 in 100);
   * errors and slow requests are always logged. 1 logs every request.
   */
  accessLogSample: z.coerce.number().min(0).max(1).default(0.01),
  /** Seconds an instance may reuse a session lookup (invalidated by LISTEN/NOTIFY); 0: never. */
  sessionCacheSeconds: z.coerce.number().int().min(0).max(300).default(30),
  /**
   * The full blocklist: a file path or http(s) URL in hosts, plain, adblock, dnsmasq or RPZ format,
   * imported by a job every importIntervalHours (features/blocklists/importer.ts). Unset: no import.
   */
  blocklist: z
    .object({
      fullListSource: z.string().min(1).optional(),
      importIntervalHours: z.coerce.number().int().min(1).max(720).default(24),
    })
    .default({ importIntervalHours: 24 }),
  /**
   * Discovery's co-hosting evidence (issue 28): a daily rotating sample of `listSample` gambling-list
   * names is resolved through `listResolver` (an IP address with an optional port: "9.9.9.9",
   * "127.0.0.1:5353", "[2001:db8::53]:53"; never a name, never the system resolver, which may be a
   * filtering protect-dns). Unset: no list name is resolved and co-hosting knows approved
   * discoveries only.
   */
  discovery: z
    .object({
      listResolver: resolverAddress.optional(),
      listSample: z.coerce.number().int().min(1).max(100_000).default(1_000),
    })
    .default({ listSample: 1_000 }),
  /** Chat pushes: Expo for the apps, Web Push (VAPID) for browsers; see features/push-tokens. */
  push: z
    .object({
      /** Expo's push API; `none` switches app pushes off. */
      expoUrl: z
        .union([z.literal("none"), z.url({ protocol: /^https?$/ })])
        .default("https://exp.host/--/api/v2/push/send"),
      expoAccessToken: z.string().min(1).optional(),
      /** VAPID keys (`npx web-push generate-vapid-keys`); without them browser pushes are off. */
      vapidPublicKey: z
        .string()
        .regex(/^[A-Za-z0-9_-]{80,100}$/, "must be a base64url P-256 public key")
        .optional(),
      vapidPrivateKey: z
        .string()
        .regex(/^[A-Za-z0-9_-]{40,50}$/, "must be a base64url P-256 private key")
        .optional(),
      vapidSubject: z
        .string()
        .regex(/^(mailto:|https:\/\/)/, "must start with mailto: or https://")
        .optional(),
      /**
       * Tests and development only: Web Push endpoints on loopback and private networks (IP literals,
       * local names, any port) are accepted. Off, the server posts only to public addresses.
       */
      allowPrivateNetworks: strictBoolean.default(false),
    })
    .refine((p) => [p.vapidPublicKey, p.vapidPrivateKey, p.vapidSubject].filter(Boolean).length % 3 === 0, {
      message: "PUSH_VAPID_PUBLIC_KEY, PUSH_VAPID_PRIVATE_KEY and PUSH_VAPID_SUBJECT go together",
    })
    .default({ expoUrl: "https://exp.host/--/api/v2/push/send", allowPrivateNetworks: false }),
  /** The coach: an OpenAI-compatible endpoint when `url` and `model` are set, the built-in rules otherwise. */
  coach: z
    .object({
      url: z.url({ protocol: /^https?$/ }).optional(),
      apiKey: z.string().min(1).optional(),
      model: z.string().min(1).optional(),
    })
    .refine((c) => (c.url === undefined) === (c.model === undefined), {
      message: "COACH_API_URL and COACH_MODEL go together",
    })
    .default({}),
  /** Text-to-speech: espeak-ng embedded; a hosted OpenAI-compatible provider for pro/legend when set. */
  voice: z
    .object({
      espeakCommand: z.string().min(1).default("espeak-ng"),
      hostedUrl: z.url({ protocol: /^https?$/ }).optional(),
      hostedApiKey: z.string().min(1).optional(),
      hostedModel: z.string().min(1).optional(),
      /** Comma-separated voice ids of the hosted provider; the first is the default. */
      hostedVoices: z
        .string()
        .regex(/^[\w.-]+(,[\w.-]+)*$/, "must be comma-separated voice ids")
        .transform((v) => v.split(","))
        .optional(),
    })
    .refine((v) => [v.hostedUrl, v.hostedModel, v.hostedVoices].filter(Boolean).length % 3 === 0, {
      message: "VOICE_HOSTED_URL, VOICE_HOSTED_MODEL and VOICE_HOSTED_VOICES go together",
    })
    .default({ espeakCommand: "espeak-ng" }),
  /**
   * Outgoing e-mail (device-lock notices, device-approval links): SMTP when `smtpUrl` is set,
   * otherwise .eml files in `<data-dir>/outbox` (features/mailer).
   */
  mail: z
    .object({
      smtpUrl: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
      from: z.string().min(3).default("Protect <no-reply@localhost>"),
    })
    .default({ from: "Protect <no-reply@localhost>" }),
  /** Where the app's web pages live: links in e-mails (device approval) point there. */
  appUrl: z.url({ protocol: /^https?$/ }).default("http://127.0.0.1:8420"),
  /** What device DNS profiles point at: protect-dns's DoH URL and DoT domain (they must match its config). */
  dns: z
    .object({
      dohUrl: z
        .url({ protocol: /^https$/, error: "must be an https:// URL" })
        .default("https://127.0.0.1:8443/dns-query"),
      dotDomain: z
        .string()
        .regex(
          /^(?=.{1,200}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/,
          "must be a lowercase domain name",
        )
        .default("dot.localhost"),
      /** Addresses of the DoH server, for Windows (`netsh dns add encryption server=<address>`). */
      serverAddresses: z
        .array(z.union([z.ipv4(), z.ipv6()]))
        .min(1)
        .default(["127.0.0.1"]),
    })
    .default({
      dohUrl: "https://127.0.0.1:8443/dns-query",
      dotDomain: "dot.localhost",
      serverAddresses: ["127.0.0.1"],
    }),
  /** Mail protection (features/mail-*): README "Mail protection" explains each setting. */
  mailProtection: z
    .object({
      /** Run the IMAP IDLE daemon in this process (one instance leads; the others stand by). */
      idleDaemon: strictBoolean.default(true),
      /** The folder hidden mail is moved to (created when missing). */
      hiddenFolder: z.string().min(1).max(100).default("Glücksspiel-Schutz"),
      /** An OpenAI-compatible endpoint for borderline scores (25–75); unset: the rule score stands. */
      llmUrl: z.url({ protocol: /^https?$/ }).optional(),
      llmApiKey: z.string().min(1).optional(),
      llmModel: z.string().min(1).optional(),
      /** Where OAuth providers send the browser back (the app's deep link), registered at each provider. */
      oauthRedirectUri: z.url().default("protect://mail/oauth/callback"),
      /** The OAuth providers (JSON array in MAIL_OAUTH_PROVIDERS). */
      oauthProviders: z.preprocess(
        (value) => {
          if (typeof value !== "string") return value;
          try {
            return JSON.parse(value);
          } catch {
            return value;
          }
        },
        z
          .array(
            z.object({
              idp: z.string().regex(/^[a-z0-9-]{1,40}$/, "must be a provider id"),
              issuer: z.url({ protocol: /^https?$/ }),
              clientId: z.string().min(1),
              scope: z.string().min(1),
              imapHost: z.string().min(1),
              imapPort: z.number().int().min(1).max(65_535).default(993),
              imapTls: z.boolean().default(true),
              emailClaim: z.string().min(1).optional(),
            }),
          )
          .default([]),
      ),
      /**
       * IMAP servers of the operator's own that users may name (MAIL_PLAIN_IMAP_HOSTS and
       * MAIL_PRIVATE_IMAP_HOSTS, comma-separated): plain hosts are reached without TLS (port 143 by
       * default), private hosts with TLS (993); both may resolve to loopback or private addresses,
       * which every other user-given host may not.
       */
      plainImapHosts: z.array(imapHostName).default([]),
      privateImapHosts: z.array(imapHostName).default([]),
      /** Earlier tokenEncryptionKey values (after a rotation), still accepted for decryption. */
      previousEncryptionKeys: z.array(z.string().regex(/^[0-9a-f]{64}$/, "must be 64 hex characters")).default([]),
    })
    .refine((m) => (m.llmUrl === undefined) === (m.llmModel === undefined), {
      message: "MAIL_LLM_URL and MAIL_LLM_MODEL go together",
    })
    .default({
      idleDaemon: true,
      hiddenFolder: "Glücksspiel-Schutz",
      oauthRedirectUri: "protect://mail/oauth/callback",
      oauthProviders: [],
      plainImapHosts: [],
      privateImapHosts: [],
      previousEncryptionKeys: [],
    }),
  /** Download metadata of the desktop companion (GET /api/magic/info); unset: not published. */
  magic: z
    .object({
      version: z.string().min(1).max(40).optional(),
      downloadUrl: z.url({ protocol: /^https?$/ }).optional(),
      sha256: z
        .string()
        .regex(/^[0-9a-f]{64}$/, "must be 64 hex characters")
        .optional(),
    })
    .default({}),
  /** The built admin console served at /admin/ (default: packages/protect-admin/dist of this checkout). */
  adminConsoleDir: z
    .string()
    .min(1)
    .default(fileURLToPath(new URL("../../../protect-admin/dist", import.meta.url))),
});

export const configSchema = configFields.refine((c) => !(c.env === "production" && c.push.allowPrivateNetworks), {
  message: "is for tests and development: it must not be true in production",
  path: ["push", "allowPrivateNetworks"],
});
export type Config = z.infer<typeof configSchema>;

/** The object without its undefined entries, or undefined when none is left (the default applies). */
function defined(object: Record<string, unknown>): Record<string, unknown> | undefined {
  const entries = Object.entries(object).filter(([, value]) => value !== undefined);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The environment variable of each secret (messages about a secret name the variable). */
export const SECRET_ENV_VARS = {
  handshakeSecret: "HANDSHAKE_SECRET",
  adminSecret: "ADMIN_SECRET",
  tokenEncryptionKey: "TOKEN_ENCRYPTION_KEY",
  sessionPepper: "SESSION_PEPPER",
  paymentWebhookSecret: "PAYMENT_WEBHOOK_SECRET",
} as const satisfies Record<keyof Secrets, string>;

/** `secrets.tokenEncryptionKey` → ` (TOKEN_ENCRYPTION_KEY)`: the variable behind a config path, if known. */
function envVarOf(path: readonly PropertyKey[]): string {
  const [top, key] = path;
  if (top === "secrets" && typeof key === "string" && key in SECRET_ENV_VARS) {
    return ` (${SECRET_ENV_VARS[key as keyof typeof SECRET_ENV_VARS]})`;
  }
  if (top === "mailProtection" && key === "previousEncryptionKeys") return " (TOKEN_ENCRYPTION_KEYS_PREVIOUS)";
  if (top === "push" && key === "allowPrivateNetworks") return " (PUSH_ALLOW_PRIVATE_NETWORKS)";
  if (top === "mailProtection" && key === "plainImapHosts") return " (MAIL_PLAIN_IMAP_HOSTS)";
  if (top === "mailProtection" && key === "privateImapHosts") return " (MAIL_PRIVATE_IMAP_HOSTS)";
  return "";
}

/** Environment variable names read by the entry (cli/), mapped onto the config shape. */
export function configFromEnv(env: Record<string, string | undefined>): Record<string, unknown> {
  const secrets: Record<string, string> = {};
  for (const [key, name] of Object.entries(SECRET_ENV_VARS)) {
    const value = env[name];
    if (value) secrets[key] = value;
  }
  const picked: Record<string, unknown> = {
    env: env.NODE_ENV === "production" ? "production" : env.NODE_ENV === "test" ? "test" : undefined,
    host: env.HOST,
    port: env.PORT,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL,
    defaultPlan: env.DEFAULT_PLAN,
    trustProxy: env.TRUST_PROXY,
    redisUrl: env.REDIS_URL || undefined,
    databaseStartupWaitSeconds: env.DATABASE_STARTUP_WAIT,
    accessLogSample: env.ACCESS_LOG_SAMPLE,
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
    mail: defined({ smtpUrl: env.MAIL_SMTP_URL || undefined, from: env.MAIL_FROM }),
    appUrl: env.APP_URL,
    dns: defined({
      dohUrl: env.DNS_DOH_URL,
      dotDomain: env.DNS_DOT_DOMAIN,
      serverAddresses: env.DNS_SERVER_ADDRESSES?.split(",").map((entry) => entry.trim()),
    }),
    magic: defined({ version: env.MAGIC_VERSION, downloadUrl: env.MAGIC_DOWNLOAD_URL, sha256: env.MAGIC_SHA256 }),
    adminConsoleDir: env.ADMIN_CONSOLE_DIR || undefined,
    secrets,
    blocklist: pick(env, {
      fullListSource: "BLOCKLIST_FULL_SOURCE",
      importIntervalHours: "BLOCKLIST_IMPORT_INTERVAL_HOURS",
    }),
    discovery: pick(env, { listResolver: "DISCOVERY_LIST_RESOLVER", listSample: "DISCOVERY_LIST_SAMPLE" }),
    push: pick(env, {
      expoUrl: "PUSH_EXPO_URL",
      expoAccessToken: "PUSH_EXPO_ACCESS_TOKEN",
      vapidPublicKey: "PUSH_VAPID_PUBLIC_KEY",
      vapidPrivateKey: "PUSH_VAPID_PRIVATE_KEY",
      vapidSubject: "PUSH_VAPID_SUBJECT",
      allowPrivateNetworks: "PUSH_ALLOW_PRIVATE_NETWORKS",
    }),
    coach: pick(env, { url: "COACH_API_URL", apiKey: "COACH_API_KEY", model: "COACH_MODEL" }),
    mailProtection: defined({
      ...pick(env, {
        idleDaemon: "MAIL_IDLE_DAEMON",
        hiddenFolder: "MAIL_HIDDEN_FOLDER",
        llmUrl: "MAIL_LLM_URL",
        llmApiKey: "MAIL_LLM_API_KEY",
        llmModel: "MAIL_LLM_MODEL",
        oauthRedirectUri: "MAIL_OAUTH_REDIRECT_URI",
        oauthProviders: "MAIL_OAUTH_PROVIDERS",
      }),
      previousEncryptionKeys: env.TOKEN_ENCRYPTION_KEYS_PREVIOUS?.split(",").map((key) => key.trim()),
      plainImapHosts: env.MAIL_PLAIN_IMAP_HOSTS?.split(","),
      privateImapHosts: env.MAIL_PRIVATE_IMAP_HOSTS?.split(","),
    }),
    voice: pick(env, {
      espeakCommand: "VOICE_ESPEAK_COMMAND",
      hostedUrl: "VOICE_HOSTED_URL",
      hostedApiKey: "VOICE_HOSTED_API_KEY",
      hostedModel: "VOICE_HOSTED_MODEL",
      hostedVoices: "VOICE_HOSTED_VOICES",
    }),
  };
  return Object.fromEntries(Object.entries(picked).filter(([, value]) => value !== undefined));
}

/** The set variables among `names`, under their config keys; undefined when none is set. */
function pick(
  env: Record<string, string | undefined>,
  names: Record<string, string>,
): Record<string, string> | undefined {
  const found = Object.entries(names).flatMap(([key, name]) => (env[name] ? [[key, env[name]] as const] : []));
  return found.length > 0 ? Object.fromEntries(found) : undefined;
}

/** Parses config; throws a readable error naming each bad field. */
export function parseConfig(input: Record<string, unknown>): Config {
  const result = configSchema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(root)"}${envVarOf(issue.path)}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
