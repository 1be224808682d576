import type { Command } from "commander";
import type { Reservation } from "../../../core/api.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { parseSeconds, requireFlag } from "../../flags.ts";
import { printData, reservationLine } from "../../format.ts";

export interface ReservationChangeOptions {
  ids: string[];
  agent: string;
  force: boolean;
  ttlSeconds?: number;
  json: boolean;
}

/** Releases each id in turn and prints what was released; the first failure stops (and says why). */
export async function release(options: ReservationChangeOptions, ctx: CommandContext): Promise<void> {
  const hub = await ctx.hub();
  const released: Reservation[] = [];
  for (const id of options.ids) {
    released.push(await hub.releaseReservation(id, { agent: options.agent, force: options.force || undefined }));
  }
  printData(ctx.io, options.json, released, (list) => list.map((r) => `released ${reservationLine(r)}`));
}

/** Extends each id to now + its time to live (or `--ttl`). */
export async function renew(options: ReservationChangeOptions, ctx: CommandContext): Promise<void> {
  const hub = await ctx.hub();
  const renewed: Reservation[] = [];
  for (const id of options.ids) {
    renewed.push(
      await hub.renewReservation(id, {
        agent: options.agent,
        force: options.force || undefined,
        ttlSeconds: options.ttlSeconds,
      }),
    );
  }
  printData(ctx.io, options.json, renewed, (list) => list.map(reservationLine));
}

export function registerRelease(program: Command, run: Runner): void {
  program
    .command("release")
    .description("release reservations (another agent's only with --force)")
    .argument("<ids...>", "RSV-####")
    .option("--agent <name>", "holder (default: $HUB_AGENT)")
    .option("--force", "release another agent's reservation")
    .option("--json", "print the released reservations as JSON")
    .action((ids: string[], flags: Record<string, unknown>) =>
      run((ctx) =>
        release(
          {
            ids,
            agent: requireFlag("--agent", flags.agent ?? ctx.defaultAgent),
            force: flags.force === true,
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
  program
    .command("renew")
    .description("extend reservations to now + their time to live (or --ttl)")
    .argument("<ids...>", "RSV-####")
    .option("--agent <name>", "holder (default: $HUB_AGENT)")
    .option("--ttl <seconds>", "new time to live (at most 86400)")
    .option("--force", "renew another agent's reservation")
    .option("--json", "print the reservations as JSON")
    .action((ids: string[], flags: Record<string, unknown>) =>
      run((ctx) =>
        renew(
          {
            ids,
            agent: requireFlag("--agent", flags.agent ?? ctx.defaultAgent),
            force: flags.force === true,
            ttlSeconds: parseSeconds("--ttl", flags.ttl),
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
