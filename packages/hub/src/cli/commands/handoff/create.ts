import type { Command } from "commander";
import type { HandoffCreate } from "../../../core/api.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString } from "../../flags.ts";
import { printData } from "../../format.ts";

export interface HandoffCreateOptions extends HandoffCreate {
  json: boolean;
}

export async function handoffCreate(options: HandoffCreateOptions, ctx: CommandContext): Promise<void> {
  const { json, ...input } = options;
  const handoff = await (await ctx.hub()).createHandoff(input);
  printData(ctx.io, json, handoff, (handoff) => handoff.id);
}

export function registerHandoffCreate(handoff: Command, run: Runner): void {
  handoff
    .command("create")
    .description("record a handoff")
    .argument("<title>", "title")
    .option("--from <agent>", "handing over (default: $HUB_AGENT)")
    .option("--to <agent>", "taking over")
    .option("--role <role>", "role taking over")
    .option("--task <id>", "related task (TSK-####)")
    .option("--body <markdown>", "what the next agent needs to know")
    .option("--json", "print JSON")
    .action((title: string, flags: Record<string, unknown>) =>
      run((ctx) =>
        handoffCreate(
          {
            title,
            from: optionalString(flags.from) ?? ctx.defaultAgent,
            to: optionalString(flags.to),
            role: optionalString(flags.role),
            taskId: optionalString(flags.task),
            body: optionalString(flags.body),
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
