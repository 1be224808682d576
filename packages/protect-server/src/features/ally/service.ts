import type { Tx } from "../../db/client.ts";
import type { AllyApprovalRow, AllyEventKind, AllyRow } from "../../db/schema/allies.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError, planLimitError } from "../../platform/errors.ts";
import { lockAccountInTx } from "../devices/service.ts";
import { notifyUser } from "../notifications/service.ts";
import { planLimits } from "../plans/limits.ts";
import { COOLDOWN_MS } from "../protection/service.ts";
import { ALLY_INVITE_TTL_MS, invitePageUrl, inviteTokenHash, newInviteToken } from "./links.ts";
import { endingMail, invitationMail, sharingNarrowedMail } from "./mails.ts";
import { alliesOf, approvalsOf, insertAlly, lockOwnAlly, updateAlly } from "./repo.ts";
import { allyState, countsAgainstLimit, holdsRule } from "./rules.ts";

export interface Invitation {
  email: string;
  /** How the ally knows the user: the only name an ally ever sees. */
  fromName: string;
  events: readonly AllyEventKind[];
  twoPersonRule: boolean;
}

/**
 * Invites an ally by e-mail: plan limit (free 1, pro 2, legend 3; invitations and active allies
 * count), one live invitation or relationship per address, a single-use link valid 7 days. The
 * account row lock serialises concurrent invitations of one user.
 */
export async function inviteAlly(ctx: AppContext, userId: string, input: Invitation): Promise<AllyRow> {
  const now = ctx.clock.now();
  const email = input.email.trim().toLowerCase();
  const token = newInviteToken();
  const expiresAt = new Date(now.getTime() + ALLY_INVITE_TTL_MS);
  const ally = await ctx.db.transaction(async (tx) => {
    const account = await lockAccountInTx(tx, userId);
    if (account.email?.toLowerCase() === email) throw new AppError("invalid_transition", "You cannot be your own ally");
    const live = (await alliesOf(tx, userId)).filter((row) => countsAgainstLimit(row, now));
    if (live.some((row) => row.email === email)) {
      throw new AppError("invalid_transition", `"${email}" is already invited or your ally`);
    }
    const limit = planLimits[account.plan].allies;
    if (live.length >= limit) throw planLimitError("allies", live.length, limit);
    const row = await insertAlly(tx, {
      userId,
      email,
      fromName: input.fromName.trim(),
      sharedEvents: [...new Set(input.events)],
      twoPersonRule: input.twoPersonRule,
      inviteTokenHash: inviteTokenHash(ctx.secrets.sessionPepper, token),
      inviteExpiresAt: expiresAt,
      createdAt: now,
    });
    await ctx.mailer.enqueue(tx, {
      userId,
      ...invitationMail(email, row.fromName, invitePageUrl(ctx.settings.devices.appUrl, token), expiresAt),
      validForMs: ALLY_INVITE_TTL_MS,
    });
    return row;
  });
  ctx.mailer.kick();
  return ally;
}

export async function listAllies(
  ctx: AppContext,
  userId: string,
): Promise<{ allies: AllyRow[]; approvals: AllyApprovalRow[] }> {
  return { allies: await alliesOf(ctx.db, userId), approvals: await approvalsOf(ctx.db, userId, 20) };
}

async function changeOwnAlly(
  ctx: AppContext,
  userId: string,
  id: string,
  change: (tx: Tx, row: AllyRow, now: Date) => Promise<AllyRow>,
): Promise<AllyRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await lockOwnAlly(tx, userId, id);
    if (!row) throw new AppError("not_found", `Ally "${id}" not found`);
    const state = allyState(row, now);
    if (state === "ended" || state === "expired") throw new AppError("invalid_transition", `This ally is ${state}`);
    return change(tx, row, now);
  });
}

/**
 * What the ally is told from now on (at once; the ally sees the new list on their page). Sharing
 * less is mailed to the ally, so that silence is never mistaken for good news.
 */
export function updateSharing(
  ctx: AppContext,
  userId: string,
  id: string,
  events: readonly AllyEventKind[],
): Promise<AllyRow> {
  return changeOwnAlly(ctx, userId, id, async (tx, row, now) => {
    const kept = [...new Set(events)];
    const dropped = row.sharedEvents.filter((kind) => !kept.includes(kind));
    const state = allyState(row, now);
    if (dropped.length > 0 && (state === "active" || state === "ending")) {
      await ctx.mailer.enqueue(tx, { userId, ...sharingNarrowedMail(row.email, row.fromName, kept, dropped) });
    }
    return updateAlly(tx, row.id, { sharedEvents: kept });
  }).finally(() => ctx.mailer.kick());
}

/**
 * The two-person rule: switching it on holds at once; switching it off (while it holds) is itself
 * subject to the 24-hour cooldown, so it cannot be dropped on the way to switching protection off.
 * Switching it on again calls a pending removal off.
 */
export function setTwoPersonRule(ctx: AppContext, userId: string, id: string, enabled: boolean): Promise<AllyRow> {
  return changeOwnAlly(ctx, userId, id, async (tx, row, now) => {
    if (row.endsAt) throw new AppError("invalid_transition", "This ally is ending");
    if (enabled) return updateAlly(tx, row.id, { twoPersonRule: true, ruleOffAt: null });
    if (!holdsRule(row, now)) return updateAlly(tx, row.id, { twoPersonRule: false, ruleOffAt: null });
    if (row.ruleOffAt) return row;
    return updateAlly(tx, row.id, { ruleOffAt: new Date(now.getTime() + COOLDOWN_MS) });
  });
}

/**
 * The user ends the relationship (or withdraws an invitation). While the ally holds the two-person
 * rule it ends 24 hours later (the rule's own cooldown); otherwise at once. The ally is told either way.
 */
export function endAlly(ctx: AppContext, userId: string, id: string): Promise<AllyRow> {
  return ctx.db
    .transaction(async (tx) => {
      const now = ctx.clock.now();
      const row = await lockOwnAlly(tx, userId, id);
      if (!row) throw new AppError("not_found", `Ally "${id}" not found`);
      const state = allyState(row, now);
      if (state === "ended" || state === "ending") return row;
      if (state === "invited" || state === "expired") {
        return updateAlly(tx, row.id, { status: "ended", inviteTokenHash: null, endedAt: now, endedBy: "user" });
      }
      const endsAt = holdsRule(row, now) ? new Date(now.getTime() + COOLDOWN_MS) : null;
      const ended = endsAt
        ? await updateAlly(tx, row.id, { endsAt, ruleOffAt: row.ruleOffAt ?? endsAt })
        : await updateAlly(tx, row.id, { status: "ended", endedAt: now, endedBy: "user" });
      await ctx.mailer.enqueue(tx, { userId, ...endingMail(row.email, row.fromName, endsAt) });
      if (row.allyUserId) {
        const data = { allyshipId: row.id, ...(endsAt ? { endsAt: endsAt.toISOString() } : {}) };
        await notifyUser(tx, row.allyUserId, "allyship_ended", data, now);
      }
      return ended;
    })
    .finally(() => ctx.mailer.kick());
}
