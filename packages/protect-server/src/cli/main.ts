import { readFileSync } from "node:fs";
import { Command, CommanderError } from "commander";
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { AppError } from "../platform/errors.ts";
// Each command's module is imported when that command runs: --version, --help and a usage error
// load none of the server (0.27 s instead of 1.8 s of module loading).
import type { BlocklistImportFlags } from "./commands/blocklist/import.ts";
import type { DigaCreateFlags } from "./commands/diga/create.ts";
import type { KeysRotateFlags } from "./commands/keys/rotate.ts";
import type { serve } from "./commands/serve.ts";
import { processIo } from "./io.ts";
import { type CommonFlags, loadConfig } from "./load-config.ts";
import { UsageError } from "./usage-error.ts";

const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

/** Maps a failure to a message and exit code; the only place that decides exit codes. */
function fail(error: unknown): never {
  // Commander has printed its own message (unknown option or command, missing argument); --help
  // and --version end here too, with exit code 0.
  if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : 2);
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`protect-server: ${message}\n`);
  const code =
    error instanceof UsageError || (error instanceof Error && message.startsWith("Invalid configuration"))
      ? 2
      : error instanceof DataDirLockedError
        ? 3
        : error instanceof AppError
          ? 1
          : 1;
  process.exit(code);
}

const program = new Command("protect-server")
  .description("Backend API of the gambling-protection app (default: PGlite in --data-dir, port 8420)")
  .version(version, "-V, --version", "print the version")
  .enablePositionalOptions()
  // Throw instead of exiting with 1, so that fail() maps usage errors to 2 (subcommands inherit it).
  .exitOverride()
  .option("--port <port>", "port to listen on (default 8420, env PORT)")
  .option("--host <host>", "address to listen on (default 127.0.0.1, env HOST)")
  .option("--data-dir <dir>", "data folder: PGlite files and dev secrets (default data/protect, env DATA_DIR)")
  .action(async (flags: CommonFlags) => {
    const config = loadConfig(process.env, flags);
    // The handlers are in place before start-up begins: a signal that arrives while the server is
    // still starting (waiting for the database, migrating, starting jobs after the listen line) stops
    // it as soon as it is up, instead of killing the process with the default action. A second signal
    // during start-up (say, Ctrl-C twice while it waits for PostgreSQL) exits at once.
    let stopRequested: string | undefined;
    let server: Awaited<ReturnType<typeof serve>> | undefined;
    const stop = (signal: string) => {
      if (stopRequested) {
        if (!server) process.exit(1);
        return;
      }
      stopRequested = signal;
      if (server) closeAndExit(server, signal);
    };
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => stop(signal));
    // A promise nobody awaited that rejects (a background write while the database is away) is a
    // bug to log, not a reason to take every other request down with the process.
    process.on("unhandledRejection", (reason) => {
      if (server) server.logger.error({ event: "unhandled_rejection", err: reason }, "unhandled rejection");
      else process.stderr.write(`protect-server: unhandled rejection: ${String(reason)}\n`);
    });
    server = await (await import("./commands/serve.ts")).serve(config, processIo, version);
    if (stopRequested) closeAndExit(server, stopRequested);
  });

function closeAndExit(server: Awaited<ReturnType<typeof serve>>, signal: string): void {
  server.logger.info({ signal }, "shutting down");
  server.close().then(
    () => process.exit(0),
    (error: unknown) => fail(error),
  );
}

const admin = program.command("admin").description("administration");
admin
  .command("grant <email>")
  .description("make an existing account an admin (same data folder or DATABASE_URL as the server)")
  .option("--data-dir <dir>", "data folder of the server")
  .option("--json", "print the result as JSON")
  .action(async (email: string, flags: CommonFlags & { json?: boolean }) => {
    const { adminGrant } = await import("./commands/admin/grant.ts");
    await adminGrant(loadConfig(process.env, flags), email, processIo, { json: flags.json ?? false });
  });

const diga = program.command("diga").description("DiGA codes");
diga
  .command("create")
  .description("create new single-use DiGA codes and print them, one a line")
  .requiredOption("--count <n>", "how many codes")
  .option("--plan <plan>", "plan the codes grant: free, pro or legend", "legend")
  .option("--expires <date>", "expiry date or ISO timestamp (default: never)")
  .option("--label <label>", "label stored with the codes, e.g. the batch")
  .option("--data-dir <dir>", "data folder of the server")
  .option("--json", "print the codes as a JSON array")
  .action(async (flags: DigaCreateFlags & CommonFlags) => {
    const { digaCreate } = await import("./commands/diga/create.ts");
    await digaCreate(loadConfig(process.env, flags), flags, processIo);
  });

const blocklist = program.command("blocklist").description("global blocklists");
blocklist
  .command("import")
  .description("replace a global list from a hosts, plain, adblock, dnsmasq or RPZ file or URL")
  .option("--source <file|url>", "list to import (default: BLOCKLIST_FULL_SOURCE)")
  .option("--list <name>", "full, curated or mail_senders", "full")
  .option("--data-dir <dir>", "data folder of the server")
  .option("--json", "print the result as JSON")
  .action(async (flags: BlocklistImportFlags & CommonFlags) => {
    const { blocklistImport } = await import("./commands/blocklist/import.ts");
    await blocklistImport(loadConfig(process.env, flags), flags, processIo);
  });

const keys = program.command("keys").description("the token-encryption key of stored secrets");
keys
  .command("rotate")
  .description(
    "re-encrypt every stored secret (mail credentials, OAuth tokens, screentime passcodes, TOTP secrets, DNS tokens) " +
      "under TOKEN_ENCRYPTION_KEY, reading older values with TOKEN_ENCRYPTION_KEYS_PREVIOUS; safe to run again",
  )
  .option("--batch-size <n>", "rows per transaction", "500")
  .option("--data-dir <dir>", "data folder of the server")
  .option("--json", "print the report as JSON")
  .action(async (flags: KeysRotateFlags & CommonFlags) => {
    const { keysRotate } = await import("./commands/keys/rotate.ts");
    await keysRotate(loadConfig(process.env, flags), flags, processIo);
  });

// Files this process creates later (PGlite's new database files, the mail outbox) are private to
// its user; data-dir.ts makes what exists at start 0700/0600.
process.umask(0o077);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  fail(error);
}
