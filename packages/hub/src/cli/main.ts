// Process entry of `hub`: the only place that reads the environment, handles signals and sets the
// exit code. Everything below it takes what it needs as arguments.
import { readFileSync } from "node:fs";
import { fdWriter } from "./fd-output.ts";

const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  version: string;
};
const argv = process.argv.slice(2);

if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V")) {
  // Fast path: the version needs no command tree.
  fdWriter(1, () => process.stdout).write(`${version}\n`);
} else {
  const { runCommandLine } = await import("./command-line.ts");
  const abort = new AbortController();
  // The first SIGINT/SIGTERM aborts waits and stops a server; later ones are ignored while it stops.
  const onSignal = () => abort.abort();
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  const env = process.env;
  const discoveryMs = env.HUB_DISCOVERY_MS ? Number(env.HUB_DISCOVERY_MS) : undefined;
  // A boolean setting is "true" or "false", nothing else: a typo must not silently turn it off.
  const indexWatcherSetting = env.HUB_INDEX_WATCHER;
  if (indexWatcherSetting !== undefined && indexWatcherSetting !== "true" && indexWatcherSetting !== "false") {
    fdWriter(2, () => process.stderr).write(
      `hub: HUB_INDEX_WATCHER must be "true" or "false", not ${JSON.stringify(indexWatcherSetting)}\n`,
    );
    process.exit(2);
  }
  // Not process.stdout/stderr: on a pipe they cost ~4 ms of start-up each (fd-output.ts).
  const stdout = fdWriter(1, () => process.stdout);
  const stderr = fdWriter(2, () => process.stderr);
  const exitCode = await runCommandLine(argv, {
    version,
    io: { stdout: stdout.write, stderr: stderr.write, cwd: process.cwd(), env },
    isTTY: () => process.stdout.isTTY === true,
    signal: abort.signal,
    token: env.HUB_TOKEN || undefined,
    url: env.HUB_URL || undefined,
    discoveryMs: Number.isFinite(discoveryMs) ? discoveryMs : undefined,
    defaultAgent: env.HUB_AGENT || undefined,
    // This process's own script starts a watcher: `hub index-watch` (docs/decisions/hub-index-watcher.md).
    indexWatcher: indexWatcherSetting === "false" ? false : { entry: process.argv[1]! },
  });
  await Promise.all([stdout.flush(), stderr.flush()]);
  process.exit(exitCode);
}
