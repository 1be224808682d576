import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString, requireFlag } from "../../flags.ts";
import { printData } from "../../format.ts";

export interface MessageSendOptions {
  to: string;
  text: string;
  from: string;
  taskId?: string;
  replyTo?: string;
  ackRequired?: boolean;
  ackDue?: string;
  json: boolean;
}

/** Sends a message (to an agent or `role:<name>`, maybe a reply, maybe ack-required) and prints its id. */
export async function messageSend(options: MessageSendOptions, ctx: CommandContext): Promise<void> {
  const message = await (await ctx.hub()).sendMessage({
    from: options.from,
    to: options.to,
    text: options.text,
    taskId: options.taskId,
    replyTo: options.replyTo,
    ackRequired: options.ackRequired,
    ackDue: options.ackDue,
  });
  printData(ctx.io, options.json, message, (message) => message.id);
}

export function registerMessageSend(program: Command, run: Runner): void {
  program
    .command("message")
    .description("send a message to an agent, or to every agent holding a role (role:<name>)")
    .argument("<to>", "addressee: an agent or role:<name>")
    .argument("<text>", "message text")
    .option("--from <agent>", "sender (default: $HUB_AGENT)")
    .option("--task <id>", "related task (TSK-####)")
    .option("--reply-to <id>", "the message this answers (MSG-####): joins its thread")
    .option("--ack-required", "recipients must acknowledge it (hub ack)")
    .option("--ack-due <when>", "with --ack-required: ISO time or duration (30m, 2h, 1d; default 1h)")
    .option("--json", "print the message as JSON")
    .action((to: string, text: string, flags: Record<string, unknown>) =>
      run((ctx) =>
        messageSend(
          {
            to,
            text,
            from: requireFlag("--from", flags.from ?? ctx.defaultAgent),
            taskId: optionalString(flags.task),
            replyTo: optionalString(flags.replyTo),
            ackRequired: flags.ackRequired === true || undefined,
            ackDue: optionalString(flags.ackDue),
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
