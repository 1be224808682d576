import type { Command } from "commander";
import type { AgentHubEvent, TaskLogLine } from "../../../core/api.ts";
import { type EventCondition, matchesEvent, parseEventCondition } from "../../../core/event-condition.ts";
import { UsageError } from "../../cli-io.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString } from "../../flags.ts";
import { eventLine, formatDelay, logLine, printData } from "../../format.ts";

export interface WatchOptions {
  role?: string;
  once: boolean;
  /** Ends (exit 0) after printing the first event that matches. */
  until?: EventCondition;
  json: boolean;
}

/**
 * Prints one line per change event and task-log line until SIGINT/SIGTERM (or after the first with
 * `once`). `role` is applied by the server (or the local bus) with the one role rule of the core.
 * A lost stream is reopened with backoff and resumes with Last-Event-ID; stderr says so. The status
 * line on stderr (count of events seen) is not refreshed for `message` events.
 */
export async function watchStream(options: WatchOptions, ctx: CommandContext): Promise<void> {
  const hub = await ctx.hub({ watch: true });
  let seen = 0;
  let announced = false;
  let lost = false;
  await new Promise<void>((resolve, reject) => {
    const stop = () => {
      subscription.close();
      ctx.signal.removeEventListener("abort", stop);
      resolve();
    };
    const shown = (isMessage: boolean, matched = false) => {
      if (!isMessage && ctx.isTTY) ctx.io.stderr(`\r${++seen} events`);
      if (options.once || matched) stop();
    };
    const subscription = hub.subscribe(
      (event: AgentHubEvent) => {
        printData(ctx.io, options.json, event, eventLine, { compact: true });
        shown(event.type === "message", options.until !== undefined && matchesEvent(options.until, event));
      },
      {
        role: options.role,
        onTaskLog: (line: TaskLogLine) => {
          printData(ctx.io, options.json, { type: "task-log", ...line }, () => `task-log ${logLine(line)}`, {
            compact: true,
          });
          shown(false);
        },
        // Said once the stream is open, so whoever waits for this line knows no event is missed.
        onOpen: () => {
          if (!announced) ctx.io.stderr(`Watching hub events${options.role ? ` for role ${options.role}` : ""}\n`);
          else if (lost) ctx.io.stderr("Reconnected to the hub; missed events were replayed\n");
          announced = true;
          lost = false;
        },
        onDisconnect: ({ delayMs, reason }) => {
          lost = true;
          ctx.io.stderr(`Lost the hub event stream (${reason}); reconnecting in ${formatDelay(delayMs)}\n`);
        },
        onError: (error) => {
          subscription.close();
          ctx.signal.removeEventListener("abort", stop);
          reject(error);
        },
      },
    );
    ctx.signal.addEventListener("abort", stop);
    if (ctx.signal.aborted) stop();
  });
}

/** The `--until` flag: the core's event condition, a usage error when malformed. */
export function untilCondition(value: unknown): EventCondition | undefined {
  const text = optionalString(value);
  if (text === undefined) return undefined;
  try {
    return parseEventCondition(text);
  } catch (error) {
    throw new UsageError(`Invalid --until: ${(error as Error).message}`);
  }
}

export function registerWatch(program: Command, run: Runner): void {
  program
    .command("watch")
    .description("print hub events and task-log lines as they happen, until interrupted")
    .option("--role <role>", "only events for this role (events without a role always pass)")
    .option("--once", "exit 0 after the first event")
    .option("--until <condition>", "exit 0 after the first event matching <type>[.<action>][:<id>][=<status>]")
    .option("--json", "one JSON event per line")
    .action((flags: Record<string, unknown>) =>
      run((ctx) =>
        watchStream(
          {
            role: optionalString(flags.role),
            once: flags.once === true,
            until: untilCondition(flags.until),
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
