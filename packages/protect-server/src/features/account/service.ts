import { eq } from "drizzle-orm";
import type { AppContext } from "../../app-context.ts";
import type { Tx } from "../../db/client.ts";
import { adminUsers } from "../../db/schema/admin-users.ts";
import { deviceLocks } from "../../db/schema/device-locks.ts";
import { pushTokens } from "../../db/schema/push-tokens.ts";
import { AppError } from "../../errors.ts";
import { verifyPassword } from "../auth/password.ts";
import { revokeAllSessions } from "../auth/repo.ts";
import { CLEARED_DEMOGRAPHICS } from "../demographics/values.ts";
import { cancelSubscriptionsOf } from "../payments/service.ts";
import { findUserById, updateUser } from "../profile/repo.ts";

/**
 * Deletes the caller's account after re-checking the password: soft delete (the row stays for
 * references such as a redeemed DiGA code), every personal field scrubbed, sessions revoked, push
 * tokens, device locks and admin rights removed. One transaction.
 */
export async function deleteOwnAccount(ctx: AppContext, userId: string, password: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
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
  await updateUser(
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
  await revokeAllSessions(tx, userId, now);
  await tx.delete(pushTokens).where(eq(pushTokens.userId, userId));
  await tx.delete(deviceLocks).where(eq(deviceLocks.userId, userId));
  await tx.delete(adminUsers).where(eq(adminUsers.userId, userId));
}
