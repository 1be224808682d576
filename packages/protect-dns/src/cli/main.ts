import { readFileSync } from "node:fs";
import { Command } from "commander";
import { listStats } from "./commands/list-stats.ts";
import { serve } from "./commands/serve.ts";
import { processIo } from "./io.ts";
import { loadConfig, type ServeFlags } from "./load-config.ts";
import { UsageError } from "./usage-error.ts";

const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

/** Maps a failure to a message and exit code; the only place that decides exit codes. */
function fail(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`protect-dns: ${message}\n`);
  const usage = error instanceof UsageError || message.startsWith("Invalid configuration");
  const inUse = (error as NodeJS.ErrnoException).code === "EADDRINUSE";
  process.exit(usage ? 2 : inUse ? 3 : 1);
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

const program = new Command("protect-dns")
  .description("Filtering DNS resolver: DoH and DoT with per-device tokens, policies from protect-server")
  .version(version, "-V, --version", "print the version")
  .enablePositionalOptions()
  .option("--config <file>", "JSON config file (env PROTECT_DNS_CONFIG)")
  .option("--data-dir <dir>", "data folder: dev certificate, last policies (default data/protect-dns, env DATA_DIR)")
  .option("--server-url <url>", "protect-server base URL (env PROTECT_SERVER_URL)")
  .option(
    "--secret-file <file>",
    "file with the shared resolver secret (env HANDSHAKE_SECRET_FILE or HANDSHAKE_SECRET)",
  )
  .option("--dns-port <port>", "plain DNS port, UDP and TCP (default 5300, env DNS_PORT)")
  .option("--doh-port <port>", "DNS-over-HTTPS port (default 8443, env DOH_PORT)")
  .option("--dot-port <port>", "DNS-over-TLS port (default 8853, env DOT_PORT)")
  .option("--dot-domain <domain>", "domain of DoT host names <token>.<domain> (env DOT_DOMAIN)")
  .option("--threads <n>", "query threads on the shared ports (default: one per core; 0: the main thread, env THREADS)")
  .option("--upstream <url>", "upstream resolver, repeatable: udp://, tcp://, https:// (env UPSTREAMS)", collect)
  .action(async (flags: ServeFlags) => {
    const config = loadConfig(process.env, flags);
    const service = await serve(config, processIo, version);
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      service.logger.info({ signal }, "shutting down");
      service.close().then(
        () => process.exit(0),
        (error: unknown) => fail(error),
      );
    };
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => stop(signal));
    // SIGUSR2 ends the discovery day now and reports it: before a planned stop (a stop loses the
    // day's in-memory counts), and the end-to-end test's way to end a day without waiting for it.
    process.on("SIGUSR2", () => {
      service.logger.info({ signal: "SIGUSR2" }, "discovery day ended early");
      service
        .endDiscoveryDay()
        .catch((error: unknown) => service.logger.warn({ err: error }, "discovery report failed"));
    });
  });

program
  .command("list-stats <file>")
  .description("build the blocklist index from a file (one domain a line) and print its size")
  .option("--json", "print the figures as JSON")
  .action(async (file: string, flags: { json?: boolean }) => {
    await listStats(file, processIo, { json: flags.json ?? false });
  });

try {
  await program.parseAsync(process.argv);
} catch (error) {
  fail(error);
}
