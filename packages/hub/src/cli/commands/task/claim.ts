import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";
import { requireFlag } from "../../flags.ts";
import { printData, taskLine } from "../../format.ts";

export interface TaskClaimOptions {
  id: string;
  agent: string;
  /** Take the task over from another agent. */
  force: boolean;
  json: boolean;
}

export async function taskClaim(options: TaskClaimOptions, ctx: CommandContext): Promise<void> {
  const task = await (await ctx.hub()).claimTask(options.id, options.agent, { force: options.force });
  printData(ctx.io, options.json, task, taskLine);
}

export function registerTaskClaim(task: Command, run: Runner): void {
  task
    .command("claim")
    .description("claim a task (a task another agent holds only with --force)")
    .argument("<id>", "TSK-####")
    .option("--agent <name>", "claiming agent (default: $HUB_AGENT)")
    .option("--force", "take the task over from the agent holding it")
    .option("--json", "print the task as JSON")
    .action((id: string, flags: Record<string, unknown>) =>
      run((ctx) =>
        taskClaim(
          {
            id,
            agent: requireFlag("--agent", flags.agent ?? ctx.defaultAgent),
            force: flags.force === true,
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
