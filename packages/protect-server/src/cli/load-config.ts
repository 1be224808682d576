import { type Config, configFromEnv, parseConfig } from "../platform/config.ts";

/** Flags shared by the commands; each overrides its environment variable. */
export interface CommonFlags {
  port?: string;
  host?: string;
  dataDir?: string;
}

/** The process entry's one config parse: environment first, flags on top. */
export function loadConfig(env: Record<string, string | undefined>, flags: CommonFlags): Config {
  const input = configFromEnv(env);
  if (flags.port !== undefined) input.port = flags.port;
  if (flags.host !== undefined) input.host = flags.host;
  if (flags.dataDir !== undefined) input.dataDir = flags.dataDir;
  return parseConfig(input);
}
