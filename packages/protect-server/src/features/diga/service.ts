import type { DbOrTx } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/users.ts";
import type { AppContext } from "../../platform/app-context.ts";
import type { Plan } from "../../platform/config.ts";
import { AppError } from "../../platform/errors.ts";
import { generateDigaCode, normalizeDigaCode, storedForm } from "./code-format.ts";
import { claimCode, findCode, insertCodes } from "./repo.ts";

/**
 * Redeems a DiGA code atomically: claiming the code, the plan change (with reconciliation), the
 * onboarding jump to `done` and digaCodeRedeemedAt commit together or not at all.
 */
export async function redeemDigaCode(ctx: AppContext, userId: string, input: string): Promise<UserRow> {
  const code = normalizeDigaCode(input);
  if (!code) throw new AppError("diga_invalid_input", "Code must be 6 to 32 letters or digits");
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    // The account first: concurrent redemptions by one account queue here instead of deadlocking.
    await ctx.plans.lockAccount(tx, userId);
    const claimed = await claimCode(tx, code, userId, now);
    if (!claimed) {
      const existing = await findCode(tx, code);
      if (!existing) throw new AppError("diga_not_found", "Unknown code");
      if (existing.usedAt) throw new AppError("diga_already_used", "Code already used");
      throw new AppError("diga_expired", "Code expired");
    }
    // A code adds a grant; the plan is the highest active grant, so a code never lowers it.
    return ctx.plans.grant(
      tx,
      {
        userId,
        source: "diga",
        reference: claimed.code,
        plan: claimed.grantsPlan,
        cause: "diga",
        also: { onboardingStep: "done", digaCodeRedeemedAt: now },
      },
      now,
    );
  });
}

export interface CreateCodesOptions {
  count: number;
  plan: Plan;
  expiresAt: Date | null;
  label: string | null;
  notes?: string | null | undefined;
  /** Creation time of the codes (the list pages on it). */
  now: Date;
}

/** Creates `count` new codes and returns them in display form (XXXX-XXXX-XXXX). */
export async function createDigaCodes(db: DbOrTx, options: CreateCodesOptions): Promise<string[]> {
  const created: string[] = [];
  while (created.length < options.count) {
    const batch = Array.from({ length: Math.min(500, options.count - created.length) }, generateDigaCode);
    const rows = await insertCodes(
      db,
      batch.map((code) => ({
        code: storedForm(code),
        grantsPlan: options.plan,
        expiresAt: options.expiresAt,
        label: options.label,
        notes: options.notes ?? null,
        createdAt: options.now,
      })),
    );
    const inserted = new Set(rows.map((row) => row.code));
    created.push(...batch.filter((code) => inserted.has(storedForm(code))));
  }
  return created;
}
