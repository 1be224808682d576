import type { Command } from "commander";
import { HubError } from "../../../core/api.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString } from "../../flags.ts";
import { printData, reservationLine } from "../../format.ts";

export interface ReservationsOptions {
  agent?: string;
  path?: string;
  json: boolean;
}

/** Live reservations, oldest first (expired ones are gone). */
export async function reservations(options: ReservationsOptions, ctx: CommandContext): Promise<void> {
  const { json, ...filter } = options;
  printData(ctx.io, json, await (await ctx.hub()).listReservations(filter), (list) => list.map(reservationLine));
}

export interface CheckOptions {
  paths: string[];
  agent?: string;
  shared: boolean;
  json: boolean;
}

/**
 * "May I edit these paths?": prints `{ ok, conflicts }` (lines: `ok`, or one line per reservation
 * in the way) and exits 6 (conflict) when something is in the way, so scripts can branch on it.
 */
export async function check(options: CheckOptions, ctx: CommandContext): Promise<void> {
  const result = await (await ctx.hub()).checkReservations({
    paths: options.paths,
    agent: options.agent,
    mode: options.shared ? "shared" : "exclusive",
  });
  printData(ctx.io, options.json, result, (answer) =>
    answer.ok ? "ok: nothing in the way" : answer.conflicts.map((r) => `in the way: ${reservationLine(r)}`),
  );
  if (!result.ok) {
    throw new HubError("conflict", `${result.conflicts.length} reservation(s) in the way`);
  }
}

export function registerReservationReads(program: Command, run: Runner): void {
  program
    .command("reservations")
    .description("list live reservations, oldest first")
    .option("--agent <name>", "held by this agent")
    .option("--path <path>", "overlapping this path or glob")
    .option("--json", "print JSON")
    .action((flags: Record<string, unknown>) =>
      run((ctx) =>
        reservations(
          { agent: optionalString(flags.agent), path: optionalString(flags.path), json: flags.json === true },
          ctx,
        ),
      ),
    );
  program
    .command("check")
    .description("may I edit these paths? lists the reservations in the way (exit 6 if any)")
    .argument("<paths...>", "project-relative paths or globs")
    .option("--agent <name>", "the asking agent: its own reservations never conflict (default: $HUB_AGENT)")
    .option("--shared", "ask for shared use instead of editing (only exclusive reservations are in the way)")
    .option("--json", "print { ok, conflicts } as JSON")
    .action((paths: string[], flags: Record<string, unknown>) =>
      run((ctx) =>
        check(
          {
            paths,
            agent: optionalString(flags.agent ?? ctx.defaultAgent),
            shared: flags.shared === true,
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
