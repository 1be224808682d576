// The `hub handoff` command group, registered from one module: program.ts loads one module per entry.
import type { Command } from "commander";
import type { Runner } from "../../context.ts";
import { registerHandoffCreate } from "./create.ts";
import { registerHandoffList } from "./list.ts";

export function registerHandoffGroup(program: Command, run: Runner): void {
  const handoff = program.command("handoff").description("record and list handoffs");
  registerHandoffCreate(handoff, run);
  registerHandoffList(handoff, run);
}
