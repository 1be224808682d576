// The `hub decision` command group, registered from one module: program.ts loads one module per entry.
import type { Command } from "commander";
import type { Runner } from "../../context.ts";
import { registerDecisionCreate } from "./create.ts";
import { registerDecisionList } from "./list.ts";

export function registerDecisionGroup(program: Command, run: Runner): void {
  const decision = program.command("decision").description("record and list decisions");
  registerDecisionCreate(decision, run);
  registerDecisionList(decision, run);
}
