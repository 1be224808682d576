import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";
import { decisionLine, printData } from "../../format.ts";

export interface DecisionListOptions {
  json: boolean;
}

export async function decisionList(options: DecisionListOptions, ctx: CommandContext): Promise<void> {
  const decisions = await (await ctx.hub()).listDecisions();
  printData(ctx.io, options.json, decisions, (list) => list.map(decisionLine));
}

export function registerDecisionList(decision: Command, run: Runner): void {
  decision
    .command("list")
    .description("list decisions")
    .option("--json", "print JSON")
    .action((flags: Record<string, unknown>) => run((ctx) => decisionList({ json: flags.json === true }, ctx)));
}
