import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString } from "../../flags.ts";
import { overdueLine, printData } from "../../format.ts";

export interface OverdueOptions {
  agent?: string;
  json: boolean;
}

/** Lists acknowledgements past due: one line per message and recipient that has not acked. */
export async function overdueList(options: OverdueOptions, ctx: CommandContext): Promise<void> {
  const overdue = await (await ctx.hub()).listOverdue({ agent: options.agent });
  printData(ctx.io, options.json, overdue, (list) => list.map(overdueLine));
  if (!options.json && overdue.length === 0)
    ctx.io.stderr(`No overdue acknowledgements${options.agent ? ` for ${options.agent}` : ""}\n`);
}

export function registerOverdue(program: Command, run: Runner): void {
  program
    .command("overdue")
    .description("list ack-required messages past due, per recipient that has not acked")
    .option("--agent <name>", "only this recipient")
    .option("--json", "print JSON")
    .action((flags: Record<string, unknown>) =>
      run((ctx) => overdueList({ agent: optionalString(flags.agent), json: flags.json === true }, ctx)),
    );
}
