// The `hub ask` command group, registered from one module: program.ts loads one module per entry.
import type { Command } from "commander";
import type { Runner } from "../../context.ts";
import { registerAskAnswer } from "./answer.ts";
import { registerAskCreate } from "./create.ts";
import { registerAskEscalate } from "./escalate.ts";
import { registerAskList } from "./list.ts";
import { registerAskShow } from "./show.ts";
import { registerAskWait } from "./wait.ts";

export function registerAskGroup(program: Command, run: Runner): void {
  const ask = program
    .command("ask")
    .description("ask the architect a question (or: ask list|show|wait|answer|escalate)")
    // Its subcommands take the same flags (`--json`): options after a subcommand are the subcommand's.
    .enablePositionalOptions();
  registerAskCreate(ask, run);
  registerAskList(ask, run);
  registerAskShow(ask, run);
  registerAskWait(ask, run);
  registerAskAnswer(ask, run);
  registerAskEscalate(ask, run);
}
