// The `hub` process entry: parses flags with commander, runs a command with the real IO, maps
// errors to exit codes (cli/exit-codes.ts). The only place that reads process.env or sets the
// exit code.
import { readFileSync } from "node:fs";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { type CliIo, UsageError } from "./cli-io.ts";
import { init } from "./commands/init.ts";
import { serve } from "./commands/serve.ts";
import { token } from "./commands/token.ts";
import { EXIT_USAGE, exitCodeOf } from "./exit-codes.ts";

const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

const io: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  env: process.env,
};

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError("expected a port number 0-65535");
  return port;
}

/** Resolves on the first SIGINT or SIGTERM; later signals are ignored while the server stops. */
function stopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    let received = false;
    const onSignal = (signal: NodeJS.Signals) => {
      if (received) return;
      received = true;
      resolve(signal);
    };
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
  });
}

const program = new Command("hub")
  .version(version, "-V, --version", "print the version")
  .description("Agent coordination hub")
  .exitOverride()
  .configureOutput({ writeErr: (text) => io.stderr(text), writeOut: (text) => io.stdout(text) });

program
  .command("init")
  .description("create a hub project (.hub/) in a folder")
  .option("--name <project>", "project name (default: the folder name)")
  .option("--dir <folder>", "project folder (default: the current folder)")
  .action(async (options: { name?: string; dir?: string }) => {
    await init(options, io);
  });

program
  .command("serve")
  .description("run the hub server for a project")
  .option("--host <host>", "address to listen on", "0.0.0.0")
  .option("--port <port>", "port to listen on", parsePort, 7420)
  .option("--dir <folder>", "project folder (default: the nearest folder holding .hub)")
  .addOption(new Option("--no-auth", "run without a token (loopback hosts only)"))
  .action(async (options: { host: string; port: number; dir?: string; auth: boolean }) => {
    await serve({ ...options, version }, { ...io, stopRequested: stopSignal() });
  });

program
  .command("token")
  .description("print the project's bearer token (HUB_TOKEN overrides the file)")
  .option("--dir <folder>", "project folder (default: the nearest folder holding .hub)")
  .action(async (options: { dir?: string }) => {
    await token(options, io);
  });

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // --help and --version end through exitOverride with code 0.
    process.exitCode = error.exitCode === 0 ? 0 : EXIT_USAGE;
  } else {
    io.stderr(`${error instanceof UsageError ? "Usage error: " : "Error: "}${(error as Error).message}\n`);
    process.exitCode = exitCodeOf(error);
  }
}
