import type { AppContext } from "../../app-context.ts";
import type { Tx } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { revokeAdminRights } from "../admin/service.ts";
import { verifyPassword } from "../auth/password.ts";
import { revokeSessionsOf } from "../auth/service.ts";
import { CLEARED_DEMOGRAPHICS } from "../demographics/values.ts";
import { releaseDeviceLocksOf } from "../devices/service.ts";
import { cancelSubscriptionsOf } from "../payments/service.ts";
import { findUser, updateAccount } from "../profile/service.ts";
import { deletePushTokensOf } from "../push-tokens/service.ts";

/**
 * Deletes the caller's account after re-checking the password: soft delete (the row stays for
 * references such as a redeemed DiGA code), every personal field scrubbed, sessions revoked, push
 * tokens, device locks and admin rights removed. One transaction.
 */
export async function deleteOwnAccount(ctx: AppContext, userId: string, password: string): Promise<void> {
  const user = await findUser(ctx.db, userId);
  if (!user || user.deletedAt) throw new AppError("not_found", "Account not found");
  if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
    throw new AppError("forbidden", "Wrong password");
  }
  // Subscriptions are cancelled at the provider first: if that fails nothing is deleted.
  await cancelSubscriptionsOf(ctx, userId);
  const now = ctx.clock.now();
  await ctx.db.transaction((tx) => scrubAccount(ctx, tx, { userId, now }));
}

/**
 * Soft delete inside an open transaction: deletedAt stamped, every personal field nulled, sessions
 * revoked, push tokens, device locks and admin rights removed, every plan grant ended. Callers
 * cancel subscriptions at the provider first (cancelSubscriptionsOf). The account's own deletion and the
 * admin deletion both use it.
 */
export async function scrubAccount(ctx: AppContext, tx: Tx, account: { userId: string; now: Date }): Promise<void> {
  const { userId, now } = account;
  // Every plan grant ends (the reconcilers release what the plan held) before the row is scrubbed.
  await ctx.plans.end(tx, { userId, cause: "account_deletion" }, now);
  await updateAccount(
    tx,
    userId,
    {
      deletedAt: now,
      email: null,
      passwordHash: null,
      nickname: null,
      coachVoiceId: null,
      ...CLEARED_DEMOGRAPHICS,
      screentimePasscode: null,
      lastSeenAt: null,
      paymentSubscriptionId: null,
    },
    now,
  );
  await revokeSessionsOf(tx, userId, now);
  await deletePushTokensOf(tx, userId);
  await releaseDeviceLocksOf(tx, userId);
  await revokeAdminRights(tx, userId);
}
