// The `hub task` command group, registered from one module: program.ts loads one module per entry.
import type { Command } from "commander";
import type { Runner } from "../../context.ts";
import { registerTaskClaim } from "./claim.ts";
import { registerTaskCreate } from "./create.ts";
import { registerTaskDelete } from "./delete.ts";
import { registerTaskList } from "./list.ts";
import { registerTaskSearch } from "./search.ts";
import { registerTaskShow } from "./show.ts";
import { registerTaskUpdate } from "./update.ts";

const SUBCOMMANDS: Record<string, (task: Command, run: Runner) => void> = {
  create: registerTaskCreate,
  list: registerTaskList,
  search: registerTaskSearch,
  show: registerTaskShow,
  update: registerTaskUpdate,
  claim: registerTaskClaim,
  delete: registerTaskDelete,
};

/**
 * Registers the task commands, or only `subcommand` when it names one: building every command's
 * options costs a start ~2 ms (bench/README.md, hub-cli-cold-start). Help, an alias or an unknown
 * word gets them all, in this order.
 */
export function registerTaskGroup(program: Command, run: Runner, subcommand?: string): void {
  const task = program.command("task").description("create, list, show, update, claim and delete tasks");
  const only = subcommand !== undefined && Object.hasOwn(SUBCOMMANDS, subcommand) ? subcommand : undefined;
  for (const [name, register] of Object.entries(SUBCOMMANDS))
    if (only === undefined || name === only) register(task, run);
}
