import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configFromEnv, parseConfig } from "./config.ts";
import { resolveSecrets, SECRETS_FILE_NAME } from "./secrets.ts";

describe("config and secrets", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "protect-config-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("defaults to port 8420 on 127.0.0.1 with PGlite in data/protect and legend for new accounts", () => {
    expect(parseConfig({})).toMatchObject({
      port: 8420,
      host: "127.0.0.1",
      dataDir: "data/protect",
      defaultPlan: "legend",
    });
  });

  it("reads the environment and reports every bad field", () => {
    const config = parseConfig(
      configFromEnv({ PORT: "9000", DATABASE_URL: "postgres://x@h/db", DEFAULT_PLAN: "free" }),
    );
    expect(config).toMatchObject({ port: 9000, databaseUrl: "postgres://x@h/db", defaultPlan: "free" });
    expect(() => parseConfig({ port: "99999", defaultPlan: "gold" })).toThrow(/port[\s\S]*defaultPlan/);
  });

  it("discovery's list resolver is an IP address with an optional port, never a name; off by default", () => {
    expect(parseConfig({}).discovery).toEqual({ listSample: 1_000 });
    for (const good of ["9.9.9.9", "127.0.0.1:5353", "2001:db8::53", "[2001:db8::53]:53"]) {
      const config = parseConfig(configFromEnv({ DISCOVERY_LIST_RESOLVER: good, DISCOVERY_LIST_SAMPLE: "50" }));
      expect(config.discovery).toEqual({ listResolver: good, listSample: 50 });
    }
    for (const bad of [
      "dns.google",
      "127.0.0.1:0",
      "127.0.0.1:65536",
      "127.0.0.1:053",
      "1.2.3",
      "[9.9.9.9]:53",
      "::1:53x",
    ]) {
      expect(() => parseConfig(configFromEnv({ DISCOVERY_LIST_RESOLVER: bad })), bad).toThrow(/listResolver/);
    }
    expect(() => parseConfig(configFromEnv({ DISCOVERY_LIST_SAMPLE: "0" }))).toThrow(/listSample/);
  });

  it("development generates the secrets once into the data folder (mode 0600) and reuses them", () => {
    const config = parseConfig({ dataDir: dir });
    const first = resolveSecrets(config);
    expect(first.adminSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, SECRETS_FILE_NAME)).mode & 0o777).toBe(0o600);
    expect(resolveSecrets(config)).toEqual(first);
    expect(JSON.parse(readFileSync(join(dir, SECRETS_FILE_NAME), "utf8"))).toEqual(first);
  });

  it("production refuses to start without every secret configured", () => {
    const config = parseConfig({ env: "production", dataDir: dir, secrets: { adminSecret: "x".repeat(40) } });
    expect(() => resolveSecrets(config)).toThrow(/handshakeSecret/);
    // The message names the variables to set.
    expect(() => resolveSecrets(config)).toThrow(/HANDSHAKE_SECRET \(handshakeSecret\), TOKEN_ENCRYPTION_KEY/);
  });

  it("a malformed TOKEN_ENCRYPTION_KEY or previous key is a configuration error naming the variable", () => {
    expect(() => parseConfig(configFromEnv({ TOKEN_ENCRYPTION_KEY: "not-hex" }))).toThrow(
      "secrets.tokenEncryptionKey (TOKEN_ENCRYPTION_KEY): must be 64 hex characters",
    );
    expect(() => parseConfig(configFromEnv({ TOKEN_ENCRYPTION_KEYS_PREVIOUS: `${"a".repeat(64)},short` }))).toThrow(
      /mailProtection\.previousEncryptionKeys\.1 \(TOKEN_ENCRYPTION_KEYS_PREVIOUS\): must be 64 hex characters/,
    );
  });
});

describe("mail protection config", () => {
  const parse = (env: Record<string, string>) => parseConfig(configFromEnv(env)).mailProtection;

  it("defaults: IDLE daemon on, the German hidden folder, no language model, no OAuth providers", () => {
    expect(parse({})).toEqual({
      idleDaemon: true,
      hiddenFolder: "Glücksspiel-Schutz",
      oauthRedirectUri: "protect://mail/oauth/callback",
      oauthProviders: [],
      plainImapHosts: [],
      privateImapHosts: [],
      previousEncryptionKeys: [],
    });
  });

  it("reads the operator's own IMAP hosts comma-separated, trimmed and lower-cased; a bad one names its variable", () => {
    const parsed = parse({
      MAIL_PLAIN_IMAP_HOSTS: "Mail.Local, 10.0.0.5",
      MAIL_PRIVATE_IMAP_HOSTS: "imap.corp.example",
    });
    expect(parsed.plainImapHosts).toEqual(["mail.local", "10.0.0.5"]);
    expect(parsed.privateImapHosts).toEqual(["imap.corp.example"]);
    expect(() => parse({ MAIL_PLAIN_IMAP_HOSTS: "mail.local,,x" })).toThrow(/MAIL_PLAIN_IMAP_HOSTS/);
    expect(() => parse({ MAIL_PRIVATE_IMAP_HOSTS: "imap host!" })).toThrow(
      /MAIL_PRIVATE_IMAP_HOSTS.*host name or an IP/,
    );
  });

  it("reads providers as JSON, previous keys comma-separated and only true/false as booleans", () => {
    const parsed = parse({
      MAIL_IDLE_DAEMON: "false",
      MAIL_OAUTH_PROVIDERS: JSON.stringify([
        {
          idp: "google",
          issuer: "https://accounts.google.com",
          clientId: "abc",
          scope: "openid email",
          imapHost: "imap.gmail.com",
        },
      ]),
      TOKEN_ENCRYPTION_KEYS_PREVIOUS: `${"a".repeat(64)}, ${"b".repeat(64)}`,
    });
    expect(parsed.idleDaemon).toBe(false);
    expect(parsed.oauthProviders[0]).toMatchObject({ idp: "google", imapPort: 993, imapTls: true });
    expect(parsed.previousEncryptionKeys).toHaveLength(2);
    expect(() => parse({ MAIL_IDLE_DAEMON: "yes" })).toThrow(/mailProtection\.idleDaemon/);
    expect(() => parse({ MAIL_OAUTH_PROVIDERS: "[not json" })).toThrow(/mailProtection\.oauthProviders/);
    expect(() => parse({ MAIL_LLM_URL: "https://llm.example/v1" })).toThrow(/MAIL_LLM_MODEL/);
    expect(() => parse({ TOKEN_ENCRYPTION_KEYS_PREVIOUS: "short" })).toThrow(/previousEncryptionKeys/);
  });
});
