import type { Command } from "commander";
import { DEFAULT_ASK_WAIT_SECONDS, waitForAsk } from "../../../client/wait-for-ask.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString, parseSeconds, requireFlag } from "../../flags.ts";
import { askLine } from "../../format.ts";

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
    ctx.io.stdout(options.json ? `${JSON.stringify(ask, null, 2)}\n` : `${ask.id}\n`);
    return;
  }
  ctx.io.stderr(`${ask.id} sent to ${ask.to}; waiting up to ${options.timeoutSeconds} s for the answer\n`);
  const answered = await waitForAsk(hub, ask.id, { timeoutMs: options.timeoutSeconds * 1000, signal: ctx.signal });
  if (options.json) ctx.io.stdout(`${JSON.stringify(answered, null, 2)}\n`);
  else {
    ctx.io.stderr(`${askLine(answered).split("\n")[0]}\n`);
    ctx.io.stdout(`${answered.answer ?? ""}\n`);
  }
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
