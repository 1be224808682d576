import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";
import { logLine, printData, taskDetail } from "../../format.ts";

export interface TaskShowOptions {
  id: string;
  log: boolean;
  json: boolean;
}

export async function taskShow(options: TaskShowOptions, ctx: CommandContext): Promise<void> {
  const hub = await ctx.hub();
  const task = await hub.getTask(options.id);
  const log = options.log ? await hub.listTaskLog(options.id) : undefined;
  printData(ctx.io, options.json, log ? { ...task, log } : task, () => [
    ...taskDetail(task),
    ...(log?.length ? ["", ...log.map(logLine)] : []),
  ]);
}

export function registerTaskShow(task: Command, run: Runner): void {
  task
    .command("show")
    .description("show a task")
    .argument("<id>", "TSK-####")
    .option("--log", "include the task log")
    .option("--json", "print JSON")
    .action((id: string, flags: Record<string, unknown>) =>
      run((ctx) => taskShow({ id, log: flags.log === true, json: flags.json === true }, ctx)),
    );
}
