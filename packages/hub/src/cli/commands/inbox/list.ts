import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";
import { requireFlag } from "../../flags.ts";
import { messageLine, printData } from "../../format.ts";

export interface InboxOptions {
  agent: string;
  unread: boolean;
  json: boolean;
}

/** Lists the agent's messages (unread ones marked `*`); reading the inbox does not mark them read. */
export async function inboxList(options: InboxOptions, ctx: CommandContext): Promise<void> {
  const messages = await (await ctx.hub()).listMessages({ agent: options.agent, unread: options.unread });
  printData(ctx.io, options.json, messages, (list) => list.map(messageLine));
  if (!options.json && messages.length === 0)
    ctx.io.stderr(`No ${options.unread ? "unread " : ""}messages for ${options.agent}\n`);
}

export function registerInbox(program: Command, run: Runner): void {
  program
    .command("inbox")
    .description("list an agent's messages")
    .option("--agent <name>", "addressee (default: $HUB_AGENT)")
    .option("--unread", "only unread messages")
    .option("--json", "print JSON")
    .action((flags: Record<string, unknown>) =>
      run((ctx) =>
        inboxList(
          {
            agent: requireFlag("--agent", flags.agent ?? ctx.defaultAgent),
            unread: flags.unread === true,
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
