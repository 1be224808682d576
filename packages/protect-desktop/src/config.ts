// The agent's configuration, parsed once at the entry (cli/main.ts) from the environment and flags.
import { hostname } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { DEFAULT_CONTROL_PATH } from "./control/control-protocol.ts";

export const configSchema = z
  .object({
    /** protect-server's base URL. */
    serverUrl: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }),
    platform: z.enum(["linux", "windows"]),
    /** Token, state and drift log (SYSTEM/root only). */
    dataDir: z.string().min(1),
    controlPath: z.string().min(1),
    intervalSeconds: z.coerce.number().int().min(5).max(3600).default(60),
    /** Linux: the machine's root ("/"); tests and image builders pass another folder. */
    root: z.string().min(1).default("/"),
    resolver: z.enum(["systemd-resolved", "resolv-conf"]).default("systemd-resolved"),
    deviceName: z.string().min(1).max(128),
    /** Windows: interface aliases whose DNS servers the agent sets; empty = every connected adapter. */
    interfaces: z.array(z.string().min(1).max(256)).max(64).default([]),
  })
  .strict();
export type Config = z.infer<typeof configSchema>;

/** The environment's settings on the config's shape (undefined = not set, the default applies). */
export function configFromEnv(env: Record<string, string | undefined>): Record<string, unknown> {
  const platform = process.platform === "win32" ? "windows" : "linux";
  return {
    serverUrl: env.PROTECT_SERVER_URL,
    platform,
    dataDir:
      env.PROTECT_DESKTOP_DATA_DIR ??
      (platform === "windows"
        ? join(env.ProgramData ?? "C:\\ProgramData", "ProtectDesktop")
        : "/var/lib/protect-desktop"),
    controlPath: env.PROTECT_DESKTOP_CONTROL ?? DEFAULT_CONTROL_PATH,
    intervalSeconds: env.PROTECT_DESKTOP_INTERVAL_SECONDS,
    root: env.PROTECT_DESKTOP_ROOT,
    resolver: env.PROTECT_DESKTOP_RESOLVER,
    deviceName: env.PROTECT_DESKTOP_DEVICE_NAME ?? hostname(),
    interfaces: env.PROTECT_DESKTOP_INTERFACES?.split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  };
}

/** Parses the config; one error naming every bad field (`Invalid configuration:` then a line each). */
export function parseConfig(input: Record<string, unknown>): Config {
  const defined = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const result = configSchema.safeParse(defined);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
}
