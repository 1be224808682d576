import type { AppContext } from "../../app-context.ts";
import type { Plan } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { AppError } from "../../errors.ts";
import { findUserByEmail } from "../auth/repo.ts";
import { normalizeEmail } from "../auth/service.ts";
import { grantAdmin } from "./repo.ts";

/** `protect-server admin grant <email>`: makes an existing account an admin. */
export async function grantAdminByEmail(
  db: Db,
  email: string,
  now: Date,
): Promise<{ userId: string; email: string; created: boolean }> {
  const normalized = normalizeEmail(email);
  const user = await findUserByEmail(db, normalized);
  if (!user) throw new AppError("not_found", `No account with e-mail "${normalized}"`);
  const created = await grantAdmin(db, user.id, null, now);
  return { userId: user.id, email: normalized, created };
}

/**
 * The set-plan route: replaces the administrator's grant (free ends it) and, when
 * `foundingMember` is given, opens or ends the founding grant at the same plan. Grants of other
 * sources stay, so the effective plan may be higher than `plan` (a paying subscriber stays on
 * what they pay for; cancel at the provider to end that).
 */
export async function setPlanByAdmin(
  ctx: AppContext,
  input: { userId: string; plan: Plan; foundingMember?: boolean | undefined },
): Promise<UserRow> {
  const now = ctx.clock.now();
  const { userId, plan, foundingMember } = input;
  return ctx.db.transaction(async (tx) => {
    const base = { userId, cause: "admin", foundingMember } as const;
    let user =
      plan === "free"
        ? await ctx.plans.end(tx, { ...base, source: "admin" }, now)
        : await ctx.plans.grant(tx, { ...base, source: "admin", plan }, now);
    if (foundingMember === true) user = await ctx.plans.grant(tx, { ...base, source: "founding", plan }, now);
    if (foundingMember === false) user = await ctx.plans.end(tx, { ...base, source: "founding" }, now);
    return user;
  });
}
