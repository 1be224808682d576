// Process entry of `hub`: the only place that reads the environment, handles signals and sets the
// exit code. Everything below it takes what it needs as arguments.
import { readFileSync } from "node:fs";

const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  version: string;
};
const argv = process.argv.slice(2);

if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V")) {
  // Fast path: the version needs no command tree.
  process.stdout.write(`${version}\n`);
} else {
  await runCommand();
}

async function runCommand(): Promise<void> {
  const [
    { CommanderError },
    { buildProgram },
    { registerServerCommands },
    exitCodes,
    { createHubOpener },
    { HubError },
  ] = await Promise.all([
    import("commander"),
    import("./program.ts"),
    import("./server-commands.ts"),
    import("./exit-codes.ts"),
    import("./project-hub.ts"),
    import("../core/api.ts"),
  ]);
  const env = process.env;
  const io = {
    stdout: (text: string) => void process.stdout.write(text),
    stderr: (text: string) => void process.stderr.write(text),
    cwd: process.cwd(),
    env,
    // The opener knows once a command has reached the hub; printData reads it for `--json`.
    get mode() {
      return opener.mode;
    },
  };
  const abort = new AbortController();
  // The first SIGINT/SIGTERM aborts waits and stops a server; later ones are ignored while it stops.
  const onSignal = () => abort.abort();
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  const stopSignal = new Promise((resolve) => abort.signal.addEventListener("abort", resolve));

  const discoveryMs = env.HUB_DISCOVERY_MS ? Number(env.HUB_DISCOVERY_MS) : undefined;
  const opener = createHubOpener({
    cwd: io.cwd,
    token: env.HUB_TOKEN || undefined,
    url: env.HUB_URL || undefined,
    discoveryMs: Number.isFinite(discoveryMs) ? discoveryMs : undefined,
    report: (line) => io.stderr(`${line}\n`),
  });

  let exitCode = exitCodes.EXIT_OK;
  const guard = async (task: () => Promise<void>) => {
    try {
      await task();
    } catch (error) {
      exitCode = exitCodes.exitCodeOf(error);
      const message = error instanceof Error ? error.message : String(error);
      const known = error instanceof HubError || exitCode === exitCodes.EXIT_USAGE;
      io.stderr(`hub: ${known ? message : `unexpected error: ${message}`}\n`);
    }
  };
  const context = {
    io,
    hub: opener.hub,
    isTTY: process.stdout.isTTY === true,
    defaultAgent: env.HUB_AGENT || undefined,
    signal: abort.signal,
  };
  const program = await buildProgram(version, (task) => guard(() => task(context)), {
    command: argv[0],
    extend: (root) => registerServerCommands(root, { io, version, stopSignal, run: guard }),
  });
  program.exitOverride();
  try {
    await program.parseAsync(argv, { from: "user" });
  } catch (error) {
    // Commander already printed its message (unknown option, missing argument, --help).
    if (error instanceof CommanderError) exitCode = error.exitCode === 0 ? exitCodes.EXIT_OK : exitCodes.EXIT_USAGE;
    else throw error;
  }
  await opener.close();
  process.exit(exitCode);
}
