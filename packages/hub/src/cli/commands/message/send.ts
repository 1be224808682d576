import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString, requireFlag } from "../../flags.ts";
import { printData } from "../../format.ts";

export interface MessageSendOptions {
  to: string;
  text: string;
  from: string;
  taskId?: string;
  json: boolean;
}

/** Sends a direct message and prints its id. */
export async function messageSend(options: MessageSendOptions, ctx: CommandContext): Promise<void> {
  const message = await (await ctx.hub()).sendMessage({
    from: options.from,
    to: options.to,
    text: options.text,
    taskId: options.taskId,
  });
  printData(ctx.io, options.json, message, (message) => message.id);
}

export function registerMessageSend(program: Command, run: Runner): void {
  program
    .command("message")
    .description("send a direct message to an agent")
    .argument("<to>", "addressee")
    .argument("<text>", "message text")
    .option("--from <agent>", "sender (default: $HUB_AGENT)")
    .option("--task <id>", "related task (TSK-####)")
    .option("--json", "print the message as JSON")
    .action((to: string, text: string, flags: Record<string, unknown>) =>
      run((ctx) =>
        messageSend(
          {
            to,
            text,
            from: requireFlag("--from", flags.from ?? ctx.defaultAgent),
            taskId: optionalString(flags.task),
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
