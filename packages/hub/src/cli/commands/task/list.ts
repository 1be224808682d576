import type { Command } from "commander";
import { type ListTasksFilter, TASK_STATUSES } from "../../../core/api.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString, parseChoice } from "../../flags.ts";
import { printData, taskLine } from "../../format.ts";

export interface TaskListOptions extends ListTasksFilter {
  json: boolean;
}

export async function taskList(options: TaskListOptions, ctx: CommandContext): Promise<void> {
  const { json, ...filter } = options;
  const tasks = await (await ctx.hub()).listTasks(filter);
  printData(ctx.io, json, tasks, (list) => list.map(taskLine));
}

export function registerTaskList(task: Command, run: Runner): void {
  task
    .command("list")
    .description("list tasks")
    .option("--status <status>", `one of ${TASK_STATUSES.join(", ")}`)
    .option("--role <role>", "role")
    .option("--assigned <agent>", "assignee")
    .option("--json", "print JSON")
    .action((flags: Record<string, unknown>) =>
      run((ctx) =>
        taskList(
          {
            status: parseChoice("--status", flags.status, TASK_STATUSES),
            role: optionalString(flags.role),
            assignedTo: optionalString(flags.assigned),
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
