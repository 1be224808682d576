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
  const { runCommandLine } = await import("./command-line.ts");
  const abort = new AbortController();
  // The first SIGINT/SIGTERM aborts waits and stops a server; later ones are ignored while it stops.
  const onSignal = () => abort.abort();
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  const env = process.env;
  const discoveryMs = env.HUB_DISCOVERY_MS ? Number(env.HUB_DISCOVERY_MS) : undefined;
  const exitCode = await runCommandLine(argv, {
    version,
    io: {
      stdout: (text: string) => void process.stdout.write(text),
      stderr: (text: string) => void process.stderr.write(text),
      cwd: process.cwd(),
      env,
    },
    isTTY: process.stdout.isTTY === true,
    signal: abort.signal,
    token: env.HUB_TOKEN || undefined,
    url: env.HUB_URL || undefined,
    discoveryMs: Number.isFinite(discoveryMs) ? discoveryMs : undefined,
    defaultAgent: env.HUB_AGENT || undefined,
  });
  process.exit(exitCode);
}
