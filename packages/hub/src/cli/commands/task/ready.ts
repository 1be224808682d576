import type { Command } from "commander";
import type { Runner } from "../../context.ts";
import { optionalString } from "../../flags.ts";
import { taskList } from "./list.ts";

/** `hub ready [--role r] [--label l]`: the ready queue, `hub task list --ready` in short. */
export function registerReady(program: Command, run: Runner): void {
  program
    .command("ready")
    .description("the ready queue: unblocked, unclaimed todo tasks, highest priority first")
    .option("--role <role>", "role")
    .option("--label <label>", "label")
    .option("--json", "print JSON")
    .action((flags: Record<string, unknown>) =>
      run((ctx) =>
        taskList(
          {
            ready: true,
            role: optionalString(flags.role),
            label: optionalString(flags.label),
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
