import { existsSync, readFileSync } from "node:fs";
import { type Config, configFromEnv, mergeSettings, parseConfig } from "../config.ts";
import { UsageError } from "./usage-error.ts";

/** Flags of the serve command; each overrides the file and the environment. */
export interface ServeFlags {
  config?: string;
  dataDir?: string;
  serverUrl?: string;
  secretFile?: string;
  dnsPort?: string;
  dohPort?: string;
  dotPort?: string;
  dotDomain?: string;
  upstream?: string[];
  threads?: string;
}

/** Protect-server's development secrets, where `npm start` puts them. */
const DEV_SECRETS_FILE = "data/protect/secrets.json";

/** A secret file holds the secret itself, or protect-server's secrets.json (its handshakeSecret). */
export function readSecretFile(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch (error) {
    throw new UsageError(`Cannot read the secret file "${file}": ${(error as Error).message}`);
  }
  if (!text.startsWith("{")) return text;
  const secret = (JSON.parse(text) as { handshakeSecret?: unknown }).handshakeSecret;
  if (typeof secret !== "string") throw new UsageError(`The secret file "${file}" has no "handshakeSecret"`);
  return secret;
}

function readConfigFile(file: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("not a JSON object");
    return value as Record<string, unknown>;
  } catch (error) {
    throw new UsageError(`Cannot read the config file "${file}": ${(error as Error).message}`);
  }
}

/**
 * The process entry's one config parse: the JSON file (--config / PROTECT_DNS_CONFIG), then the
 * environment, then flags. In development, protect-server defaults to http://127.0.0.1:8420 and its
 * secret to the one `npm start` generated.
 */
export function loadConfig(env: Record<string, string | undefined>, flags: ServeFlags): Config {
  const file = flags.config ?? env.PROTECT_DNS_CONFIG;
  const secretFile = flags.secretFile ?? env.HANDSHAKE_SECRET_FILE;
  const fromFlags = {
    dataDir: flags.dataDir,
    server: { url: flags.serverUrl, secret: secretFile ? readSecretFile(secretFile) : undefined },
    plain: { port: flags.dnsPort },
    doh: { port: flags.dohPort },
    dot: { port: flags.dotPort, domain: flags.dotDomain },
    upstreams: flags.upstream,
    threads: flags.threads,
  };
  const merged = mergeSettings(file ? readConfigFile(file) : {}, configFromEnv(env), fromFlags);
  const server = (merged.server ?? {}) as { url?: string; secret?: string };
  if (merged.env !== "production") {
    server.url ??= "http://127.0.0.1:8420";
    if (server.secret === undefined && existsSync(DEV_SECRETS_FILE)) server.secret = readSecretFile(DEV_SECRETS_FILE);
    merged.server = server;
  }
  return parseConfig(merged);
}
