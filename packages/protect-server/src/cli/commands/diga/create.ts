import { openConfiguredDatabase } from "../../../db/open-configured.ts";
import { createDigaCodes } from "../../../features/diga/service.ts";
import { type Config, PLANS, type Plan } from "../../../platform/config.ts";
import type { CliIo } from "../../io.ts";
import { UsageError } from "../../usage-error.ts";

export interface DigaCreateFlags {
  count: string;
  plan?: string;
  expires?: string;
  label?: string;
  json?: boolean;
}

/** Parses and checks the flags; throws UsageError naming the bad one. */
export function parseDigaCreateFlags(flags: DigaCreateFlags): {
  count: number;
  plan: Plan;
  expiresAt: Date | null;
  label: string | null;
} {
  const count = Number(flags.count);
  if (!Number.isInteger(count) || count < 1 || count > 100_000) {
    throw new UsageError(`Invalid --count "${flags.count}": expected a whole number from 1 to 100000`);
  }
  const plan = (flags.plan ?? "legend") as Plan;
  if (!PLANS.includes(plan))
    throw new UsageError(`Invalid --plan "${flags.plan}": expected one of ${PLANS.join(", ")}`);
  let expiresAt: Date | null = null;
  if (flags.expires !== undefined) {
    expiresAt = new Date(flags.expires);
    if (Number.isNaN(expiresAt.getTime())) {
      throw new UsageError(
        `Invalid --expires "${flags.expires}": expected a date such as 2026-12-31 or an ISO timestamp`,
      );
    }
  }
  const label = flags.label?.trim() || null;
  return { count, plan, expiresAt, label };
}

/** A warning when the codes would be expired on creation (nobody could redeem them). */
export function expiredWarning(expiresAt: Date | null, now: Date): string | undefined {
  if (!expiresAt || expiresAt.getTime() > now.getTime()) return undefined;
  return `Warning: --expires ${expiresAt.toISOString()} is not in the future: these codes cannot be redeemed`;
}

/** `protect-server diga create --count N [--plan] [--expires] [--label]`: prints the new codes. */
export async function digaCreate(config: Config, flags: DigaCreateFlags, io: CliIo): Promise<void> {
  const options = parseDigaCreateFlags(flags);
  const warning = expiredWarning(options.expiresAt, new Date());
  if (warning) io.stderr.write(`${warning}\n`);
  const database = await openConfiguredDatabase(config);
  try {
    const codes = await createDigaCodes(database.db, { ...options, now: new Date() });
    if (flags.json) io.stdout.write(`${JSON.stringify(codes)}\n`);
    else io.stdout.write(`${codes.join("\n")}\n`);
    io.stderr.write(`Created ${codes.length} code(s) granting ${options.plan}\n`);
  } finally {
    await database.close();
  }
}
