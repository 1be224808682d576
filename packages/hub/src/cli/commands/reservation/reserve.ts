import type { Command } from "commander";
import type { ReservationMode } from "../../../core/api.ts";
import { UsageError } from "../../cli-io.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString, parseSeconds, requireFlag } from "../../flags.ts";
import { printData, reservationLine } from "../../format.ts";

export interface ReserveOptions {
  paths: string[];
  agent: string;
  mode?: ReservationMode;
  ttlSeconds?: number;
  taskId?: string;
  note?: string;
  json: boolean;
}

/** Prints the new reservation; a conflict (exit 6) names every reservation in the way. */
export async function reserve(options: ReserveOptions, ctx: CommandContext): Promise<void> {
  const { json, ...input } = options;
  const reservation = await (await ctx.hub()).reserve(input);
  printData(ctx.io, json, reservation, reservationLine);
}

/** `--exclusive` / `--shared`: at most one; neither leaves the core's default (exclusive). */
export function modeFlag(flags: Record<string, unknown>): ReservationMode | undefined {
  if (flags.exclusive === true && flags.shared === true) {
    throw new UsageError("Use one of --exclusive and --shared, not both");
  }
  return flags.shared === true ? "shared" : flags.exclusive === true ? "exclusive" : undefined;
}

export function registerReserve(program: Command, run: Runner): void {
  program
    .command("reserve")
    .description("reserve paths or globs (* ? **) for an agent, so others see a conflict before they edit")
    .argument("<paths...>", "project-relative paths or globs; a folder covers what is inside it")
    .option("--agent <name>", "holder (default: $HUB_AGENT)")
    .option("--exclusive", "nobody else may reserve overlapping paths (the default)")
    .option("--shared", "others may share them, but nobody may hold them exclusive")
    .option("--ttl <seconds>", "time to live (default 3600, at most 86400)")
    .option("--task <id>", "the task the reservation is for")
    .option("--note <text>", "why")
    .option("--json", "print the reservation as JSON")
    .action((paths: string[], flags: Record<string, unknown>) =>
      run((ctx) =>
        reserve(
          {
            paths,
            agent: requireFlag("--agent", flags.agent ?? ctx.defaultAgent),
            mode: modeFlag(flags),
            ttlSeconds: parseSeconds("--ttl", flags.ttl),
            taskId: optionalString(flags.task),
            note: optionalString(flags.note),
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
