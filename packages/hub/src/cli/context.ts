import type { HubApi } from "../core/api.ts";

export interface CliIo {
  /** Data: ids, records, JSON. */
  out(text: string): void;
  /** Status and errors. */
  err(text: string): void;
  /** True when stdout is a terminal. */
  isTTY: boolean;
}

export interface OpenHubOptions {
  /** The command follows events, so non-server mode must watch the files. */
  watch?: boolean;
}

/** What a command runs with; tests build one around a real hub and a capturing IO. */
export interface CommandContext {
  io: CliIo;
  hub(options?: OpenHubOptions): Promise<HubApi>;
  /** Working folder; the project is the nearest folder at or above it holding `.hub/`. */
  cwd: string;
  /** Agent name from $HUB_AGENT, the default of `--from`/`--agent`. */
  defaultAgent: string | undefined;
  /** Aborted on SIGINT/SIGTERM so waits end cleanly. */
  signal: AbortSignal;
}

export type Runner = (task: (ctx: CommandContext) => Promise<void>) => Promise<void>;
