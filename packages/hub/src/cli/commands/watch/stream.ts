import type { Command } from "commander";
import type { AgentHubEvent } from "../../../core/api.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString } from "../../flags.ts";
import { eventLine } from "../../format.ts";

export interface WatchOptions {
  role?: string;
  once: boolean;
  json: boolean;
}

/**
 * Prints one line per change event until interrupted (or after the first with `once`). `role` is
 * sent to the server and applied again here, so the two filters add up. The status line on stderr
 * (count of events seen) is not refreshed for `message` events.
 */
export async function watchStream(options: WatchOptions, ctx: CommandContext): Promise<void> {
  const hub = await ctx.hub({ watch: true });
  let seen = 0;
  let announced = false;
  await new Promise<void>((resolve, reject) => {
    const stop = () => {
      subscription.close();
      ctx.signal.removeEventListener("abort", stop);
      resolve();
    };
    const subscription = hub.subscribe(
      (event: AgentHubEvent) => {
        if (options.role && event.type !== "agent" && event.role !== options.role) return;
        ctx.io.stdout(options.json ? `${JSON.stringify(event)}\n` : `${eventLine(event)}\n`);
        if (event.type !== "message" && ctx.isTTY) ctx.io.stderr(`\r${++seen} events`);
        if (options.once) stop();
      },
      {
        role: options.role,
        // Said once the stream is open, so whoever waits for this line knows no event is missed.
        onOpen: () => {
          if (!announced) ctx.io.stderr(`Watching hub events${options.role ? ` for role ${options.role}` : ""}\n`);
          announced = true;
        },
        onError: (error) => {
          subscription.close();
          reject(error);
        },
      },
    );
    ctx.signal.addEventListener("abort", stop);
  });
}

export function registerWatch(program: Command, run: Runner): void {
  program
    .command("watch")
    .description("print hub events as they happen")
    .option("--role <role>", "only events for this role (server- and client-side)")
    .option("--once", "exit 0 after the first event")
    .option("--json", "one JSON event per line")
    .action((flags: Record<string, unknown>) =>
      run((ctx) =>
        watchStream({ role: optionalString(flags.role), once: flags.once === true, json: flags.json === true }, ctx),
      ),
    );
}
