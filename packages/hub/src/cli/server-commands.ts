// Registers `hub init`, `hub serve` and `hub token` (their bodies live in commands/init.ts,
// commands/serve.ts and commands/token.ts) on the command tree.
import { type Command, InvalidArgumentError, Option } from "commander";
import type { CliIo } from "./cli-io.ts";

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError("expected a port number 0-65535");
  return port;
}

export interface ServerCommandsContext {
  io: CliIo;
  version: string;
  /** Resolves on the first SIGINT or SIGTERM. */
  stopSignal: Promise<unknown>;
  run(task: () => Promise<void>): Promise<void>;
}

export function registerServerCommands(program: Command, ctx: ServerCommandsContext): void {
  program
    .command("init")
    .description("create a hub project (.hub/) in a folder")
    .option("--name <project>", "project name (default: the folder name)")
    .option("--dir <folder>", "project folder (default: the current folder)")
    .action((options: { name?: string; dir?: string }) =>
      ctx.run(async () => {
        const { init } = await import("./commands/init.ts");
        await init(options, ctx.io);
      }),
    );

  program
    .command("serve")
    .description("run the hub server for a project (REST, SSE, MCP at /mcp, LAN advertisement)")
    .option("--host <host>", "address to listen on", "0.0.0.0")
    .option("--port <port>", "port to listen on", parsePort, 7420)
    .option("--dir <folder>", "project folder (default: the nearest folder holding .hub)")
    .option("--no-advertise", "do not announce the server on the LAN (mDNS)")
    .addOption(new Option("--no-auth", "run without a token (loopback hosts only)"))
    .action((options: { host: string; port: number; dir?: string; auth: boolean; advertise: boolean }) =>
      ctx.run(async () => {
        const { serveWithFronts } = await import("./serve-with-fronts.ts");
        await serveWithFronts({ ...options, version: ctx.version }, ctx.io, ctx.stopSignal);
      }),
    );

  program
    .command("index-watch")
    .description(
      "watch the project's folders so local lists compare only changed files (started on its own for large projects)",
    )
    .option("--dir <folder>", "project folder (default: the nearest folder holding .hub)")
    .action((options: { dir?: string }) =>
      ctx.run(async () => {
        const { indexWatch } = await import("./commands/index-watch.ts");
        await indexWatch(options, ctx.io, ctx.stopSignal);
      }),
    );

  program
    .command("open")
    .description("print the dashboard's address, with a sign-in link (the token in the URL fragment)")
    .option("--dir <folder>", "project folder (default: the nearest folder holding .hub)")
    .option("--no-token", "print the address without the sign-in token")
    .action((options: { dir?: string; token: boolean }) =>
      ctx.run(async () => {
        const { open } = await import("./commands/open.ts");
        await open(options, ctx.io);
      }),
    );

  program
    .command("token")
    .description("print the project's bearer token (HUB_TOKEN overrides the file)")
    .option("--dir <folder>", "project folder (default: the nearest folder holding .hub)")
    .action((options: { dir?: string }) =>
      ctx.run(async () => {
        const { token } = await import("./commands/token.ts");
        await token(options, ctx.io);
      }),
    );
}
