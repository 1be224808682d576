import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";
import { requireFlag } from "../../flags.ts";
import { messageLine, printData } from "../../format.ts";

export interface AckOptions {
  id: string;
  agent: string;
  json: boolean;
}

/** Acknowledges a message as one of its recipients; acking again is harmless. */
export async function ackMessage(options: AckOptions, ctx: CommandContext): Promise<void> {
  const message = await (await ctx.hub()).ackMessage(options.id, options.agent);
  printData(ctx.io, options.json, message, (one) => [messageLine(one)]);
}

export function registerAck(program: Command, run: Runner): void {
  program
    .command("ack")
    .description("acknowledge a message you received")
    .argument("<id>", "MSG-####")
    .option("--agent <name>", "the recipient acknowledging (default: $HUB_AGENT)")
    .option("--json", "print the message as JSON")
    .action((id: string, flags: Record<string, unknown>) =>
      run((ctx) =>
        ackMessage(
          { id, agent: requireFlag("--agent", flags.agent ?? ctx.defaultAgent), json: flags.json === true },
          ctx,
        ),
      ),
    );
}
