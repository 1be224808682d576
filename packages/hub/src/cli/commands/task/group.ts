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

export function registerTaskGroup(program: Command, run: Runner): void {
  const task = program.command("task").description("create, list, show, update, claim and delete tasks");
  registerTaskCreate(task, run);
  registerTaskList(task, run);
  registerTaskSearch(task, run);
  registerTaskShow(task, run);
  registerTaskUpdate(task, run);
  registerTaskClaim(task, run);
  registerTaskDelete(task, run);
}
