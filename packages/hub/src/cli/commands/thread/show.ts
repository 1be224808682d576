import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";
import { messageLine, printData } from "../../format.ts";

export interface ThreadShowOptions {
  id: string;
  json: boolean;
}

/** Prints the thread a message belongs to: its first message, then the replies, oldest first. */
export async function threadShow(options: ThreadShowOptions, ctx: CommandContext): Promise<void> {
  const messages = await (await ctx.hub()).getThread(options.id);
  printData(ctx.io, options.json, messages, (list) => list.map(messageLine));
}

export function registerThread(program: Command, run: Runner): void {
  program
    .command("thread")
    .description("show the thread a message belongs to")
    .argument("<id>", "any message of the thread (MSG-####)")
    .option("--json", "print JSON")
    .action((id: string, flags: Record<string, unknown>) =>
      run((ctx) => threadShow({ id, json: flags.json === true }, ctx)),
    );
}
