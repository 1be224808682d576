// One run of a `hub` command line: the command tree (only the entry the line names, program.ts),
// the hub opener, and the mapping of failures to a message and an exit code. The process entry
// (main.ts) passes in what it read from the process and exits with the code this returns.
import { CommanderError } from "commander";
import { HubError } from "../core/api.ts";
import type { CliIo } from "./cli-io.ts";
import { EXIT_OK, EXIT_USAGE, exitCodeOf } from "./exit-codes.ts";
import { buildProgram } from "./program.ts";
import { createHubOpener } from "./project-hub.ts";
import { registerServerCommands } from "./server-commands.ts";

export interface CommandLineOptions {
  version: string;
  io: Omit<CliIo, "mode">;
  /** Asked only by a command that needs it (`hub watch`): process.stdout is costly to create. */
  isTTY: () => boolean;
  /** Aborted on SIGINT/SIGTERM: waits end, a server stops. */
  signal: AbortSignal;
  /** HUB_TOKEN, HUB_URL, HUB_DISCOVERY_MS and HUB_AGENT, read by the process entry. */
  token?: string;
  url?: string;
  discoveryMs?: number;
  defaultAgent?: string;
  /** The local index watcher: the script that starts one, or false (HUB_INDEX_WATCHER=false). */
  indexWatcher?: { entry: string } | false;
}

/** Runs the command line and resolves with its exit code; never throws for a failed command. */
export async function runCommandLine(argv: string[], options: CommandLineOptions): Promise<number> {
  const { version, signal } = options;
  const io: CliIo = {
    ...options.io,
    // The opener knows once a command has reached the hub; printData reads it for `--json`.
    get mode() {
      return opener.mode;
    },
  };
  const stopSignal = new Promise((resolve) => signal.addEventListener("abort", resolve));
  const opener = createHubOpener({
    cwd: io.cwd,
    token: options.token,
    url: options.url,
    discoveryMs: options.discoveryMs,
    indexWatcher: options.indexWatcher,
    report: (line) => io.stderr(`${line}\n`),
  });

  let exitCode = EXIT_OK;
  const guard = async (task: () => Promise<void>) => {
    try {
      await task();
    } catch (error) {
      exitCode = exitCodeOf(error);
      const message = error instanceof Error ? error.message : String(error);
      const known = error instanceof HubError || exitCode === EXIT_USAGE;
      io.stderr(`hub: ${known ? message : `unexpected error: ${message}`}\n`);
    }
  };
  const context = {
    io,
    hub: opener.hub,
    get isTTY() {
      return options.isTTY();
    },
    defaultAgent: options.defaultAgent,
    signal,
  };
  const program = await buildProgram(version, (task) => guard(() => task(context)), {
    command: argv[0],
    subcommand: argv[1],
    extend: (root) => registerServerCommands(root, { io, version, stopSignal, run: guard }),
  });
  program.exitOverride();
  try {
    await program.parseAsync(argv, { from: "user" });
  } catch (error) {
    // Commander already printed its message (unknown option, missing argument, --help).
    if (error instanceof CommanderError) exitCode = error.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    else throw error;
  }
  await opener.close();
  return exitCode;
}
