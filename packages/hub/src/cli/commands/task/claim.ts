import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";
import { requireFlag } from "../../flags.ts";
import { taskLine } from "../../format.ts";

export interface TaskClaimOptions {
  id: string;
  agent: string;
}

export async function taskClaim(options: TaskClaimOptions, ctx: CommandContext): Promise<void> {
  const task = await (await ctx.hub()).claimTask(options.id, options.agent);
  ctx.io.stdout(`${taskLine(task)}\n`);
}

export function registerTaskClaim(task: Command, run: Runner): void {
  task
    .command("claim")
    .description("claim a task")
    .argument("<id>", "TSK-####")
    .option("--agent <name>", "claiming agent (default: $HUB_AGENT)")
    .action((id: string, flags: Record<string, unknown>) =>
      run((ctx) => taskClaim({ id, agent: requireFlag("--agent", flags.agent ?? ctx.defaultAgent) }, ctx)),
    );
}
