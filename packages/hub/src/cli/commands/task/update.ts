import type { Command } from "commander";
import { TASK_STATUSES, type TaskPatch } from "../../../core/api.ts";
import { UsageError } from "../../cli-io.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { parseChoice } from "../../flags.ts";
import { printData, taskLine } from "../../format.ts";

export interface TaskUpdateOptions {
  id: string;
  patch: TaskPatch;
  /** Take over or clear a claim another agent holds (`--claimed-by`). */
  force: boolean;
  json: boolean;
}

export async function taskUpdate(options: TaskUpdateOptions, ctx: CommandContext): Promise<void> {
  const task = await (await ctx.hub()).updateTask(options.id, options.patch, { force: options.force });
  printData(ctx.io, options.json, task, taskLine);
}

/** `--assign none` clears a field. (An empty value is not a clear: the core refuses it as blank.) */
const clearable = (value: unknown) => (value === undefined ? undefined : value === "none" ? null : String(value));

export function registerTaskUpdate(task: Command, run: Runner): void {
  task
    .command("update")
    .description('update a task (--role, --assign, --claimed-by, --reviewer given as "none" are cleared)')
    .argument("<id>", "TSK-####")
    .option("--title <title>", "title")
    .option("--status <status>", `one of ${TASK_STATUSES.join(", ")}`)
    .option("--role <role>", "role")
    .option("--assign <agent>", "assignee")
    .option("--claimed-by <agent>", "claimant")
    .option("--reviewer <agent>", "reviewer")
    .option("--body <markdown>", "description")
    .option("--force", "let --claimed-by take over or clear another agent's claim")
    .option("--json", "print the task as JSON")
    .action((id: string, flags: Record<string, unknown>) =>
      run((ctx) => {
        const patch: TaskPatch = {
          title: typeof flags.title === "string" ? flags.title : undefined,
          status: parseChoice("--status", flags.status, TASK_STATUSES),
          role: clearable(flags.role),
          assignedTo: clearable(flags.assign),
          claimedBy: clearable(flags.claimedBy),
          reviewer: clearable(flags.reviewer),
          body: typeof flags.body === "string" ? flags.body : undefined,
        };
        for (const key of Object.keys(patch) as (keyof TaskPatch)[]) if (patch[key] === undefined) delete patch[key];
        if (Object.keys(patch).length === 0) throw new UsageError("Nothing to update: give at least one field flag");
        return taskUpdate({ id, patch, force: flags.force === true, json: flags.json === true }, ctx);
      }),
    );
}
