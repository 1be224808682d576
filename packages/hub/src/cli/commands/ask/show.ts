import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";
import { askLine, printData } from "../../format.ts";

export interface AskShowOptions {
  id: string;
  json: boolean;
}

export async function askShow(options: AskShowOptions, ctx: CommandContext): Promise<void> {
  const ask = await (await ctx.hub()).getAsk(options.id);
  printData(ctx.io, options.json, ask, (one) => [askLine(one)]);
}

export function registerAskShow(ask: Command, run: Runner): void {
  ask
    .command("show")
    .description("show one ask")
    .argument("<id>", "ASK-####")
    .option("--json", "print JSON")
    .action((id: string, flags: Record<string, unknown>) =>
      run((ctx) => askShow({ id, json: flags.json === true }, ctx)),
    );
}
