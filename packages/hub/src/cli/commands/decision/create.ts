import type { Command } from "commander";
import { DECISION_STATUSES, type DecisionCreate } from "../../../core/api.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString, parseChoice } from "../../flags.ts";
import { printData } from "../../format.ts";

export interface DecisionCreateOptions extends DecisionCreate {
  json: boolean;
}

export async function decisionCreate(options: DecisionCreateOptions, ctx: CommandContext): Promise<void> {
  const { json, ...input } = options;
  const decision = await (await ctx.hub()).createDecision(input);
  printData(ctx.io, json, decision, (decision) => decision.id);
}

export function registerDecisionCreate(decision: Command, run: Runner): void {
  decision
    .command("create")
    .description("record a decision")
    .argument("<title>", "title")
    .option("--status <status>", `one of ${DECISION_STATUSES.join(", ")}`)
    .option("--by <agent>", "who decided (default: $HUB_AGENT)")
    .option("--task <id>", "related task (TSK-####)")
    .option("--body <markdown>", "context and consequences")
    .option("--json", "print JSON")
    .action((title: string, flags: Record<string, unknown>) =>
      run((ctx) =>
        decisionCreate(
          {
            title,
            status: parseChoice("--status", flags.status, DECISION_STATUSES),
            decidedBy: optionalString(flags.by) ?? ctx.defaultAgent,
            taskId: optionalString(flags.task),
            body: optionalString(flags.body),
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
