// The `hub memory` command group, registered from one module: program.ts loads one module per entry.
import type { Command } from "commander";
import type { Runner } from "../../context.ts";
import { registerMemoryAdd } from "./add.ts";
import { registerMemoryList } from "./list.ts";
import { registerMemorySearch } from "./search.ts";

export function registerMemoryGroup(program: Command, run: Runner): void {
  const memory = program.command("memory").description("add, list and search memory notes");
  registerMemoryAdd(memory, run);
  registerMemoryList(memory, run);
  registerMemorySearch(memory, run);
}
