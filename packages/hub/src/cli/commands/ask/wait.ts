import type { Command } from "commander";
import { type HubApi, HubError } from "../../../core/api.ts";
import { DEFAULT_ASK_WAIT_SECONDS, waitForAsk } from "../../../core/wait-for-ask.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { parseSeconds } from "../../flags.ts";
import { askLine, printable, printData } from "../../format.ts";

export interface AskWaitOptions {
  id: string;
  timeoutSeconds: number;
  json: boolean;
}

/**
 * Waits for an existing ask to be answered and prints the answer (exit 4 when it is still pending
 * after the timeout). A retry of `hub ask --wait` that timed out, without asking twice.
 */
export async function askWait(options: AskWaitOptions, ctx: CommandContext): Promise<void> {
  const hub = await ctx.hub({ watch: true });
  ctx.io.stderr(`Waiting up to ${options.timeoutSeconds} s for the answer to ${options.id}\n`);
  await waitAndPrintAnswer(hub, options.id, options, ctx);
}

/** Shared by `ask --wait` and `ask wait`: the answer to stdout, the ask's line to stderr. */
export async function waitAndPrintAnswer(
  hub: HubApi,
  id: string,
  options: { timeoutSeconds: number; json: boolean },
  ctx: CommandContext,
): Promise<void> {
  const answered = await waitForAsk(hub, id, { timeoutMs: options.timeoutSeconds * 1000, signal: ctx.signal }).catch(
    (error: unknown) => {
      if (error instanceof HubError && error.code === "timeout" && !ctx.signal.aborted) {
        throw new HubError("timeout", `${error.message}; wait again with \`hub ask wait ${id}\``);
      }
      throw error;
    },
  );
  if (!options.json) ctx.io.stderr(`${printable(askLine(answered).split("\n")[0] ?? "")}\n`);
  printData(ctx.io, options.json, answered, (ask) => ask.answer ?? "");
}

export function registerAskWait(ask: Command, run: Runner): void {
  ask
    .command("wait")
    .description("wait for the answer to an existing ask and print it (exit 4 if still pending)")
    .argument("<id>", "ASK-####")
    .option("--timeout <seconds>", `how long to wait (default ${DEFAULT_ASK_WAIT_SECONDS})`)
    .option("--json", "print the ask as JSON")
    .action((id: string, flags: Record<string, unknown>) =>
      run((ctx) =>
        askWait(
          {
            id,
            timeoutSeconds: parseSeconds("--timeout", flags.timeout) ?? DEFAULT_ASK_WAIT_SECONDS,
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
