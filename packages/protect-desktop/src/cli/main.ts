// The agent's command: `service` runs the tamper loop and the control channel (as SYSTEM or root);
// `status`, `pair`, `release`, `cancel-release` talk to the running service over the control
// channel, as the desktop app does; `uninstall-check` exits 0 only when uninstalling is allowed.
import { Command } from "commander";
import packageJson from "../../package.json" with { type: "json" };
import { configFromEnv, parseConfig } from "../config.ts";
import { DEFAULT_CONTROL_PATH } from "../control/control-protocol.ts";
import { sendControl } from "../control/control-server.ts";
import { startAgentService } from "../service.ts";

// Imported, not read from beside the source: the bundle (and the Windows executable) carries it inline.
const { version } = packageJson;

/** The only place that decides exit codes: 1 failure or refused, 2 usage or configuration. */
function fail(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`protect-desktop-agent: ${message}\n`);
  process.exit(message.startsWith("Invalid configuration") ? 2 : 1);
}

const controlPath = () => process.env.PROTECT_DESKTOP_CONTROL ?? DEFAULT_CONTROL_PATH;

async function control(request: object, json: boolean): Promise<void> {
  const answer = await sendControl(controlPath(), request);
  if (!answer.ok) fail(new Error(`${answer.error}: ${answer.message}`));
  const { status } = answer;
  process.stdout.write(
    json
      ? `${JSON.stringify(status)}\n`
      : `${status.phase}${status.releaseAt ? ` (released at ${status.releaseAt})` : ""}${status.uninstallAllowed ? ", uninstall allowed" : ""}${status.error ? `\nlast error: ${status.error}` : ""}\n`,
  );
}

const program = new Command("protect-desktop-agent")
  .description("Desktop protection agent: DoH takeover, browser policies, tamper protection, release cooldown")
  .version(version, "-V, --version", "print the version");

program
  .command("service")
  .description("run the tamper-protection loop and the control channel (SYSTEM / root)")
  .action(async () => {
    const config = parseConfig(configFromEnv(process.env));
    const service = await startAgentService(config, (line) => process.stderr.write(`${line}\n`));
    process.stdout.write(`protect-desktop-agent: serving ${config.controlPath}\n`);
    for (const signal of ["SIGINT", "SIGTERM"] as const)
      process.once(signal, () => {
        service.stop().then(() => process.exit(0), fail);
      });
  });

for (const [name, description] of [
  ["status", "print the agent's phase"],
  ["release", "start the 24-hour release cooldown"],
  ["cancel-release", "cancel a running release"],
] as const)
  program
    .command(name)
    .description(description)
    .option("--json", "print the status as JSON")
    .action((flags: { json?: boolean }) => control({ command: name }, flags.json === true));

program
  .command("pair <code>")
  .description("pair this computer with the 6-digit code from the app")
  .option("--json", "print the status as JSON")
  .action((code: string, flags: { json?: boolean }) => control({ command: "pair", code }, flags.json === true));

program
  .command("uninstall-check")
  .description("exit 0 when protection may be uninstalled, 1 otherwise")
  .action(async () => {
    const answer = await sendControl(controlPath(), { command: "status" });
    if (!answer.ok || !answer.status.uninstallAllowed)
      fail(new Error("Uninstalling is not allowed: protection is active"));
  });

program.parseAsync().catch(fail);
