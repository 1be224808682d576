import type { Command } from "commander";
import { ASK_STATUSES, type AskStatus } from "../../../core/api.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString, parseChoice } from "../../flags.ts";
import { askLine } from "../../format.ts";

type AnswerStatus = Exclude<AskStatus, "pending">;
const ANSWER_STATUSES = ASK_STATUSES.filter((status): status is AnswerStatus => status !== "pending");

export interface AskAnswerOptions {
  id: string;
  answer: string;
  status?: AnswerStatus;
  by?: string;
}

export async function askAnswer(options: AskAnswerOptions, ctx: CommandContext): Promise<void> {
  const ask = await (await ctx.hub()).answerAsk(options.id, {
    answer: options.answer,
    status: options.status,
    by: options.by,
  });
  ctx.io.stdout(`${askLine(ask)}\n`);
}

export function registerAskAnswer(ask: Command, run: Runner): void {
  ask
    .command("answer")
    .description("answer an ask")
    .argument("<id>", "ASK-####")
    .argument("<answer>", "the answer")
    .option("--status <status>", `one of ${ANSWER_STATUSES.join(", ")} (default answered)`)
    .option("--by <agent>", "who answers (default: $HUB_AGENT)")
    .action((id: string, answer: string, flags: Record<string, unknown>) =>
      run((ctx) =>
        askAnswer(
          {
            id,
            answer,
            status: parseChoice("--status", flags.status, ANSWER_STATUSES),
            by: optionalString(flags.by) ?? ctx.defaultAgent,
          },
          ctx,
        ),
      ),
    );
}
