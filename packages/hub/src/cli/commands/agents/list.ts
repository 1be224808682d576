import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";
import { presenceLine, printData } from "../../format.ts";

export interface AgentsOptions {
  json: boolean;
}

export async function agentsList(options: AgentsOptions, ctx: CommandContext): Promise<void> {
  const agents = await (await ctx.hub()).listAgents();
  printData(ctx.io, options.json, agents, (list) => list.map(presenceLine));
}

export function registerAgents(program: Command, run: Runner): void {
  program
    .command("agents")
    .description("list the agents present now")
    .option("--json", "print JSON")
    .action((flags: Record<string, unknown>) => run((ctx) => agentsList({ json: flags.json === true }, ctx)));
}
