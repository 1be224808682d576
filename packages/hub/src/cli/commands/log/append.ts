import type { Command } from "commander";
import { LOG_LEVELS, type LogLevel } from "../../../core/api.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString, parseChoice } from "../../flags.ts";

export interface LogAppendOptions {
  taskId: string;
  text: string;
  agent?: string;
  level?: LogLevel;
}

/** Appends a line to a task's log (delivered to watchers as the `task-log` event). */
export async function logAppend(options: LogAppendOptions, ctx: CommandContext): Promise<void> {
  await (await ctx.hub()).appendTaskLog(options.taskId, {
    text: options.text,
    agent: options.agent,
    level: options.level,
  });
}

export function registerLog(program: Command, run: Runner): void {
  program
    .command("log")
    .description("append a line to a task's log")
    .argument("<task>", "TSK-####")
    .argument("<text>", "log line")
    .option("--agent <name>", "agent (default: $HUB_AGENT)")
    .option("--level <level>", `one of ${LOG_LEVELS.join(", ")}`)
    .action((taskId: string, text: string, flags: Record<string, unknown>) =>
      run((ctx) =>
        logAppend(
          {
            taskId,
            text,
            agent: optionalString(flags.agent) ?? ctx.defaultAgent,
            level: parseChoice("--level", flags.level, LOG_LEVELS),
          },
          ctx,
        ),
      ),
    );
}
