import type { Command } from "commander";
import { reconnectDelay } from "../../../client/backoff.ts";
import { type HubApi, HubError } from "../../../core/api.ts";
import { type EventCondition, matchesEvent } from "../../../core/event-condition.ts";
import { runWorkCycle, type WorkBatch } from "../../../core/work-loop.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString, parseSeconds, requireFlag } from "../../flags.ts";
import { askLine, formatDelay, messageLine, printData, taskLine } from "../../format.ts";
import { untilCondition } from "../watch/stream.ts";

export interface WorkOptions {
  agent: string;
  role?: string;
  unattended: boolean;
  /** Stop after the first batch with work (or the first idle wait with `timeoutSeconds`). */
  once: boolean;
  /** Wait per turn; the loop itself runs until interrupted unless `once`. */
  timeoutSeconds: number;
  /** Ends the loop (exit 0) when an event matching it arrives. */
  until?: EventCondition;
  json: boolean;
}

const DEFAULT_TURN_SECONDS = 300;

/** The work loop: prints each batch of work (messages are marked read) and waits for the next. */
export async function workLoop(options: WorkOptions, ctx: CommandContext): Promise<void> {
  const hub = await ctx.hub({ watch: true });
  // One signal for the loop: SIGINT/SIGTERM, or the `--until` event.
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  ctx.signal.addEventListener("abort", onSignal);
  if (ctx.signal.aborted) stop.abort();
  const until = options.until;
  const watchUntil = until
    ? hub.subscribe((event) => {
        if (!matchesEvent(until, event)) return;
        ctx.io.stderr(`Stopping: ${event.type} ${event.action} ${event.id} matched --until\n`);
        stop.abort();
      })
    : undefined;
  try {
    await loop(hub, options, ctx, stop.signal);
  } finally {
    watchUntil?.close();
    ctx.signal.removeEventListener("abort", onSignal);
  }
}

async function loop(hub: HubApi, options: WorkOptions, ctx: CommandContext, signal: AbortSignal): Promise<void> {
  ctx.io.stderr(`Work loop for ${options.agent}${options.unattended ? " (unattended)" : ""}\n`);
  let failures = 0;
  // Set while the hub is known to be away: its event stream dropped, or a request could not reach it.
  let lost = false;
  const reconnected = () => {
    if (lost) ctx.io.stderr("Reconnected to the hub\n");
    lost = false;
  };
  while (!signal.aborted) {
    let batch: WorkBatch;
    try {
      batch = await runWorkCycle(hub, {
        agent: options.agent,
        role: options.role,
        unattended: options.unattended,
        waitMs: options.timeoutSeconds * 1000,
        signal,
        onOpen: reconnected,
        onDisconnect: ({ delayMs, reason }) => {
          lost = true;
          ctx.io.stderr(`Lost the hub event stream (${reason}); reconnecting in ${formatDelay(delayMs)}\n`);
        },
      });
    } catch (error) {
      // The server went away (stopped, restarting): wait and try again; only a signal ends the loop.
      if (!(error instanceof HubError && (error.code === "unreachable" || error.code === "timeout"))) throw error;
      lost = true;
      const delayMs = reconnectDelay(failures++);
      ctx.io.stderr(`${error.message}; retrying in ${formatDelay(delayMs)}\n`);
      await abortableDelay(delayMs, signal);
      continue;
    }
    reconnected();
    failures = 0;
    if (!batch.idle) printBatch(batch, options, ctx);
    if (options.once) {
      if (batch.idle && !signal.aborted) {
        throw new HubError("timeout", `No work for ${options.agent} within ${options.timeoutSeconds} s`);
      }
      return;
    }
  }
}

function abortableDelay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done);
  });
}

function printBatch(batch: WorkBatch, options: WorkOptions, ctx: CommandContext): void {
  printData(
    ctx.io,
    options.json,
    batch,
    (work) => [
      ...work.messages.map((message) => `message  ${messageLine(message)}`),
      ...(work.reviews ?? []).map((task) => `review   ${taskLine(task)}`),
      ...(work.asks ?? []).map((ask) => `ask      ${askLine(ask)}`),
    ],
    { compact: true },
  );
  if (!options.json) ctx.io.stderr(`${batch.reminder}\n`);
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
    .option("--until <condition>", "exit 0 when an event matching <type>[.<action>][:<id>][=<status>] arrives")
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
            until: untilCondition(flags.until),
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
