import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";
import { handoffLine, printData } from "../../format.ts";

export interface HandoffListOptions {
  json: boolean;
}

export async function handoffList(options: HandoffListOptions, ctx: CommandContext): Promise<void> {
  const handoffs = await (await ctx.hub()).listHandoffs();
  printData(ctx.io, options.json, handoffs, (list) => list.map(handoffLine));
}

export function registerHandoffList(handoff: Command, run: Runner): void {
  handoff
    .command("list")
    .description("list handoffs")
    .option("--json", "print JSON")
    .action((flags: Record<string, unknown>) => run((ctx) => handoffList({ json: flags.json === true }, ctx)));
}
