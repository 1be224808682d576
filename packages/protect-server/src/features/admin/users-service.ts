import type { Tx } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { decodeCursor, pageOf } from "../../lib/pagination.ts";
import type { AppContext } from "../../platform/app-context.ts";
import type { Plan } from "../../platform/config.ts";
import { AppError } from "../../platform/errors.ts";
import { scrubAccount } from "../account/service.ts";
import { cancelSubscriptionsOf } from "../payments/service.ts";
import { planLimits } from "../plans/limits.ts";
import { findUser, updateAccount } from "../profile/service.ts";
import { insertAudit, listUsers } from "./repo.ts";

export interface UserListQuery {
  cursor?: string | undefined;
  limit: number;
  q?: string | undefined;
  plan?: Plan | undefined;
  includeDeleted: boolean;
}

/**
 * One page of accounts for the admin user search. The read of e-mails and nicknames is audited
 * (who looked, the filter, which accounts were shown).
 */
export async function listUsersForAdmin(
  ctx: AppContext,
  adminId: string,
  query: UserListQuery,
): Promise<{ users: UserRow[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await listUsers(ctx.db, {
    after,
    limit: query.limit,
    q: query.q,
    plan: query.plan,
    includeDeleted: query.includeDeleted,
  });
  const page = pageOf(rows, query.limit, (row) => ({ at: row.createdAt, id: row.id }));
  await insertAudit(
    ctx.db,
    {
      adminUserId: adminId,
      action: "user.list",
      details: {
        q: query.q ?? null,
        plan: query.plan ?? null,
        includeDeleted: query.includeDeleted,
        shown: page.items.map((user) => user.id),
      },
    },
    ctx.clock.now(),
  );
  return { users: page.items, nextCursor: page.nextCursor };
}

export interface AdminUserPatch {
  plan?: Plan | undefined;
  banned?: boolean | undefined;
  bannedReason?: string | null | undefined;
  coachVoiceId?: string | null | undefined;
}

function bannedFields(user: UserRow, patch: AdminUserPatch, now: Date): Partial<UserRow> {
  const banned = patch.banned ?? user.banned;
  if (!banned) {
    if (patch.bannedReason) throw new AppError("invalid_input", "bannedReason needs banned: true");
    return patch.banned === false && user.banned ? { banned: false, bannedAt: null, bannedReason: null } : {};
  }
  const fields: Partial<UserRow> = {};
  if (patch.banned === true && !user.banned) Object.assign(fields, { banned: true, bannedAt: now });
  if (patch.bannedReason !== undefined && patch.bannedReason !== user.bannedReason) {
    fields.bannedReason = patch.bannedReason;
  }
  return fields;
}

/**
 * The admin edit of an account: plan (through plan reconciliation), ban with reason, coach voice
 * (legend only, as the voice picker). One transaction with its audit entry (before and after).
 */
export async function patchUserAsAdmin(
  ctx: AppContext,
  adminId: string,
  userId: string,
  patch: AdminUserPatch,
): Promise<UserRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const user = await findUser(tx, userId);
    if (!user) throw new AppError("not_found", `User "${userId}" not found`);
    if (user.deletedAt) throw new AppError("invalid_transition", "The account is deleted");
    if (patch.banned === true && userId === adminId)
      throw new AppError("invalid_transition", "Admins cannot ban themselves");
    const plan = patch.plan ?? user.plan;
    if (patch.coachVoiceId && !planLimits[plan].coachVoicePicker) {
      throw new AppError("invalid_transition", `The coach voice picker needs the legend plan (plan is "${plan}")`);
    }
    let updated = user;
    if (patch.plan !== undefined) {
      updated = await ctx.plans.applyInTx(tx, { userId, to: patch.plan, source: "admin" }, now);
    }
    const fields: Partial<UserRow> = bannedFields(user, patch, now);
    if (patch.coachVoiceId !== undefined && patch.coachVoiceId !== user.coachVoiceId) {
      fields.coachVoiceId = patch.coachVoiceId;
    }
    // Only what differs is written: a PATCH that changes nothing leaves the row (and updatedAt) alone.
    if (Object.keys(fields).length > 0) updated = await updateAccount(tx, userId, fields, now);
    const changed = Object.keys(patch) as (keyof AdminUserPatch)[];
    await insertAudit(
      tx,
      {
        adminUserId: adminId,
        action: "user.update",
        targetUserId: userId,
        details: {
          before: Object.fromEntries(changed.map((key) => [key, user[key]])),
          after: Object.fromEntries(changed.map((key) => [key, updated[key]])),
        },
      },
      now,
    );
    return updated;
  });
}

/**
 * Admin deletion: the account's soft delete with every personal field scrubbed. Idempotent: an
 * account already deleted answers the same (and is audited again). 404 for an unknown id.
 */
export async function deleteUserAsAdmin(ctx: AppContext, adminId: string, userId: string): Promise<void> {
  if (userId === adminId) throw new AppError("invalid_transition", "Admins cannot delete their own account here");
  await cancelSubscriptionsOf(ctx, userId);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const user = await findUser(tx, userId);
    if (!user) throw new AppError("not_found", `User "${userId}" not found`);
    if (!user.deletedAt) await scrubAccount(ctx, tx, { userId, now });
    await insertAudit(
      tx,
      {
        adminUserId: adminId,
        action: "user.delete",
        targetUserId: userId,
        details: { alreadyDeleted: Boolean(user.deletedAt) },
      },
      now,
    );
  });
}

/** The set-plan route: plan and founding-member flag through reconciliation, audited in the same transaction. */
export async function setPlanAsAdmin(
  ctx: AppContext,
  adminId: string,
  userId: string,
  input: { plan: Plan; foundingMember?: boolean | undefined },
): Promise<UserRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const user = await ctx.plans.applyInTx(
      tx,
      { userId, to: input.plan, foundingMember: input.foundingMember, source: "admin" },
      now,
    );
    await insertAudit(
      tx,
      { adminUserId: adminId, action: "user.set_plan", targetUserId: userId, details: { ...input } },
      now,
    );
    return user;
  });
}

/**
 * Bans an account inside the caller's transaction (moderation's ban-user); audited there by the
 * caller. Already banned: the reason is updated. Admins cannot ban themselves.
 */
export async function banUserAsAdmin(
  tx: Tx,
  input: { adminId: string; userId: string; reason: string; now: Date },
): Promise<void> {
  if (input.userId === input.adminId) throw new AppError("invalid_transition", "Admins cannot ban themselves");
  const user = await findUser(tx, input.userId);
  if (!user || user.deletedAt) throw new AppError("not_found", `User "${input.userId}" not found`);
  await updateAccount(
    tx,
    input.userId,
    { banned: true, bannedAt: user.bannedAt ?? input.now, bannedReason: input.reason },
    input.now,
  );
}
