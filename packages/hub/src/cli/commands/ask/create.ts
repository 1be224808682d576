import type { Command } from "commander";
import { DEFAULT_ASK_WAIT_SECONDS } from "../../../core/wait-for-ask.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString, parseSeconds, requireFlag } from "../../flags.ts";
import { printData } from "../../format.ts";
import { waitAndPrintAnswer } from "./wait.ts";

export interface AskCreateOptions {
  question: string;
  from: string;
  taskId?: string;
  to?: string;
  wait: boolean;
  timeoutSeconds: number;
  json: boolean;
}

/** Prints the new ask's id; with `wait`, follows the event stream until it is answered, then prints the answer. */
export async function askCreate(options: AskCreateOptions, ctx: CommandContext): Promise<void> {
  const hub = await ctx.hub({ watch: options.wait });
  const ask = await hub.createAsk({
    question: options.question,
    from: options.from,
    taskId: options.taskId,
    to: options.to,
  });
  if (!options.wait) {
    printData(ctx.io, options.json, ask, (ask) => ask.id);
    return;
  }
  ctx.io.stderr(`${ask.id} sent to ${ask.to}; waiting up to ${options.timeoutSeconds} s for the answer\n`);
  await waitAndPrintAnswer(hub, ask.id, options, ctx);
}

export function registerAskCreate(ask: Command, run: Runner): void {
  ask
    .argument("<question>", "the question")
    .option("--from <agent>", "asking agent (default: $HUB_AGENT)")
    .option("--task <id>", "related task (TSK-####)")
    .option("--to <agent>", "addressee; asks always go to the architect, `ceo` is rerouted")
    .option("--wait", "wait for the answer and print it")
    .option("--timeout <seconds>", `how long --wait waits (default ${DEFAULT_ASK_WAIT_SECONDS})`)
    .option("--json", "print the ask as JSON")
    .action((question: string, flags: Record<string, unknown>) =>
      run((ctx) =>
        askCreate(
          {
            question,
            from: requireFlag("--from", flags.from ?? ctx.defaultAgent),
            taskId: optionalString(flags.task),
            to: optionalString(flags.to),
            wait: flags.wait === true,
            timeoutSeconds: parseSeconds("--timeout", flags.timeout) ?? DEFAULT_ASK_WAIT_SECONDS,
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
