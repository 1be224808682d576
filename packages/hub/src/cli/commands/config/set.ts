import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";
import { requireProject } from "./get.ts";

export interface ConfigSetOptions {
  key: string;
  /** Parsed as a YAML scalar or flow value: `7420` is a number, `true` a boolean, `arch` a string. */
  value: string;
}

export async function configSet(options: ConfigSetOptions, ctx: CommandContext): Promise<void> {
  const [{ readConfig, writeConfig, setConfigValue }, { parseYaml }] = await Promise.all([
    import("../../../core/config.ts"),
    import("../../../core/yaml.ts"),
  ]);
  const root = await requireProject(ctx);
  let value: unknown;
  try {
    value = parseYaml(options.value);
  } catch {
    value = options.value;
  }
  await writeConfig(root, setConfigValue(await readConfig(root), options.key, value ?? options.value));
  ctx.io.stderr(`Set ${options.key}\n`);
}

export function registerConfigSet(config: Command, run: Runner): void {
  config
    .command("set")
    .description("set a config value (dotted key)")
    .argument("<key>", "dotted key, e.g. roles.architect.preferredAgent")
    .argument("<value>", "value")
    .action((key: string, value: string) => run((ctx) => configSet({ key, value }, ctx)));
}
