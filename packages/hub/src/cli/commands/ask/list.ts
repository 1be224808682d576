import type { Command } from "commander";
import { ASK_STATUSES, type AskStatus } from "../../../core/api.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString, parseChoice } from "../../flags.ts";
import { askLine, printData } from "../../format.ts";

export interface AskListOptions {
  status?: AskStatus;
  to?: string;
  json: boolean;
}

export async function askList(options: AskListOptions, ctx: CommandContext): Promise<void> {
  const asks = await (await ctx.hub()).listAsks({ status: options.status, to: options.to });
  printData(ctx.io, options.json, asks, (list) => list.map(askLine));
}

export function registerAskList(ask: Command, run: Runner): void {
  ask
    .command("list")
    .description("list asks")
    .option("--status <status>", `one of ${ASK_STATUSES.join(", ")}`)
    .option("--to <agent>", "addressee")
    .option("--json", "print JSON")
    .action((flags: Record<string, unknown>) =>
      run((ctx) =>
        askList(
          {
            status: parseChoice("--status", flags.status, ASK_STATUSES),
            to: optionalString(flags.to),
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
