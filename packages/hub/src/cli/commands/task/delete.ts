import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";

export interface TaskDeleteOptions {
  id: string;
}

export async function taskDelete(options: TaskDeleteOptions, ctx: CommandContext): Promise<void> {
  await (await ctx.hub()).deleteTask(options.id);
  ctx.io.stderr(`Deleted ${options.id}\n`);
}

export function registerTaskDelete(task: Command, run: Runner): void {
  task
    .command("delete")
    .description("delete a task")
    .argument("<id>", "TSK-####")
    .action((id: string) => run((ctx) => taskDelete({ id }, ctx)));
}
