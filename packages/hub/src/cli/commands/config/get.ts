import type { Command } from "commander";
import { HubError } from "../../../core/api.ts";
import type { CommandContext, Runner } from "../../context.ts";

export interface ConfigGetOptions {
  key: string;
  json: boolean;
}

/** Prints the value at a dotted key of `.hub/config.yaml` (objects as YAML, or JSON with `json`). */
export async function configGet(options: ConfigGetOptions, ctx: CommandContext): Promise<void> {
  const { readConfig, getConfigValue } = await import("../../../core/config.ts");
  const root = await requireProject(ctx);
  const value = getConfigValue(await readConfig(root), options.key);
  if (value === undefined) throw new HubError("not_found", `Config key "${options.key}" is not set`);
  if (options.json) ctx.io.stdout(`${JSON.stringify(value, null, 2)}\n`);
  else if (typeof value === "object" && value !== null) {
    const { stringifyYaml } = await import("../../../core/yaml.ts");
    ctx.io.stdout(stringifyYaml(value));
  } else ctx.io.stdout(`${String(value)}\n`);
}

export async function requireProject(ctx: CommandContext): Promise<string> {
  const { findProjectRoot } = await import("../../../core/config.ts");
  const root = findProjectRoot(ctx.io.cwd);
  if (!root) throw new HubError("not_found", `No hub project at or above "${ctx.io.cwd}": run \`hub init\` first`);
  return root;
}

export function registerConfigGet(config: Command, run: Runner): void {
  config
    .command("get")
    .description("print a config value (dotted key, e.g. roles.architect.preferredAgent)")
    .argument("<key>", "dotted key")
    .option("--json", "print JSON")
    .action((key: string, flags: Record<string, unknown>) =>
      run((ctx) => configGet({ key, json: flags.json === true }, ctx)),
    );
}
