import type { Command } from "commander";
import { runWorkCycle, type WorkBatch } from "../../../client/work-loop.ts";
import { HubError } from "../../../core/api.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString, parseSeconds, requireFlag } from "../../flags.ts";
import { askLine, messageLine, taskLine } from "../../format.ts";

export interface WorkOptions {
  agent: string;
  role?: string;
  unattended: boolean;
  /** Stop after the first batch with work (or the first idle wait with `timeoutSeconds`). */
  once: boolean;
  /** Wait per turn; the loop itself runs until interrupted unless `once`. */
  timeoutSeconds: number;
  json: boolean;
}

const DEFAULT_TURN_SECONDS = 300;

/** The work loop: prints each batch of work (messages are marked read) and waits for the next. */
export async function workLoop(options: WorkOptions, ctx: CommandContext): Promise<void> {
  const hub = await ctx.hub({ watch: true });
  ctx.io.stderr(`Work loop for ${options.agent}${options.unattended ? " (unattended)" : ""}\n`);
  while (!ctx.signal.aborted) {
    const batch = await runWorkCycle(hub, {
      agent: options.agent,
      role: options.role,
      unattended: options.unattended,
      waitMs: options.timeoutSeconds * 1000,
      signal: ctx.signal,
    });
    if (!batch.idle) printBatch(batch, options, ctx);
    if (options.once) {
      if (batch.idle && !ctx.signal.aborted) {
        throw new HubError("timeout", `No work for ${options.agent} within ${options.timeoutSeconds} s`);
      }
      return;
    }
  }
}

function printBatch(batch: WorkBatch, options: WorkOptions, ctx: CommandContext): void {
  if (options.json) {
    ctx.io.stdout(`${JSON.stringify(batch)}\n`);
    return;
  }
  const lines = [
    ...batch.messages.map((message) => `message  ${messageLine(message)}`),
    ...(batch.reviews ?? []).map((task) => `review   ${taskLine(task)}`),
    ...(batch.asks ?? []).map((ask) => `ask      ${askLine(ask)}`),
  ];
  ctx.io.stdout(`${lines.join("\n")}\n`);
  ctx.io.stderr(`${batch.reminder}\n`);
}

export function registerWork(program: Command, run: Runner): void {
  program
    .command("work")
    .description("work loop: drain unread messages (and reviews and asks for the architect), wait for more")
    .option("--agent <name>", "agent name (default: $HUB_AGENT)")
    .option("--role <role>", "agent role (default: the role it announced with `hub hello`)")
    .option("--unattended", "remind the agent to use `hub ask` instead of pausing for a human")
    .option("--once", "exit after the first batch of work (exit 4 if none comes within --timeout)")
    .option("--timeout <seconds>", `wait per turn (default ${DEFAULT_TURN_SECONDS})`)
    .option("--json", "one JSON batch per line")
    .action((flags: Record<string, unknown>) =>
      run((ctx) =>
        workLoop(
          {
            agent: requireFlag("--agent", flags.agent ?? ctx.defaultAgent),
            role: optionalString(flags.role),
            unattended: flags.unattended === true,
            once: flags.once === true,
            timeoutSeconds: parseSeconds("--timeout", flags.timeout) ?? DEFAULT_TURN_SECONDS,
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
