import type { Command } from "commander";
import { TASK_STATUSES, type TaskCreate } from "../../../core/api.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString, parseChoice } from "../../flags.ts";
import { printData } from "../../format.ts";

export interface TaskCreateOptions extends TaskCreate {
  json: boolean;
}

/** Creates a task and prints its id. */
export async function taskCreate(options: TaskCreateOptions, ctx: CommandContext): Promise<void> {
  const { json, ...input } = options;
  const task = await (await ctx.hub()).createTask(input);
  printData(ctx.io, json, task, (task) => task.id);
}

export function registerTaskCreate(task: Command, run: Runner): void {
  task
    .command("create")
    .description("create a task")
    .argument("<title>", "task title")
    .option("--role <role>", "role that should do it")
    .option("--assign <agent>", "assignee")
    .option("--reviewer <agent>", "reviewer")
    .option("--status <status>", `one of ${TASK_STATUSES.join(", ")} (default todo)`)
    .option("--body <markdown>", "description")
    .option("--json", "print the task as JSON")
    .action((title: string, flags: Record<string, unknown>) =>
      run((ctx) =>
        taskCreate(
          {
            title,
            role: optionalString(flags.role),
            assignedTo: optionalString(flags.assign),
            reviewer: optionalString(flags.reviewer),
            status: parseChoice("--status", flags.status, TASK_STATUSES),
            body: optionalString(flags.body),
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
