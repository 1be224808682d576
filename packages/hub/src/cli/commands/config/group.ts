// The `hub config` command group, registered from one module: program.ts loads one module per entry.
import type { Command } from "commander";
import type { Runner } from "../../context.ts";
import { registerConfigGet } from "./get.ts";
import { registerConfigSet } from "./set.ts";

export function registerConfigGroup(program: Command, run: Runner): void {
  const config = program.command("config").description("read and change .hub/config.yaml");
  registerConfigGet(config, run);
  registerConfigSet(config, run);
}
