import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";
import { askLine } from "../../format.ts";

export interface AskEscalateOptions {
  id: string;
}

export async function askEscalate(options: AskEscalateOptions, ctx: CommandContext): Promise<void> {
  const ask = await (await ctx.hub()).escalateAsk(options.id);
  ctx.io.stdout(`${askLine(ask)}\n`);
}

export function registerAskEscalate(ask: Command, run: Runner): void {
  ask
    .command("escalate")
    .description("escalate an ask to the ceo")
    .argument("<id>", "ASK-####")
    .action((id: string) => run((ctx) => askEscalate({ id }, ctx)));
}
