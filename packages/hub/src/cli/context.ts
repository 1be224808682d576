import type { HubApi } from "../core/api.ts";
import type { CliIo } from "./cli-io.ts";

export interface OpenHubOptions {
  /** The command follows events, so non-server mode must watch the files. */
  watch?: boolean;
  /** Project folder to use instead of the working folder (`hub mcp --dir`). */
  dir?: string;
}

/** What a command runs with; tests build one around a real hub and a capturing IO. */
export interface CommandContext {
  io: CliIo;
  hub(options?: OpenHubOptions): Promise<HubApi>;
  /** True when stdout is a terminal. */
  isTTY: boolean;
  /** Agent name from $HUB_AGENT, the default of `--from`/`--agent`. */
  defaultAgent: string | undefined;
  /** Aborted on SIGINT/SIGTERM so waits end cleanly. */
  signal: AbortSignal;
}

export type Runner = (task: (ctx: CommandContext) => Promise<void>) => Promise<void>;
