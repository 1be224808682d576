import type { Tx } from "../../db/client.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { forgetAdminTraces } from "../admin/privacy-service.ts";
import { forgetConsoleCredentials } from "../admin-console/privacy-service.ts";
import { forgetAllies } from "../ally/privacy-service.ts";
import { forgetApprovals } from "../approvals/privacy-service.ts";
import { verifyPassword } from "../auth/password.ts";
import { forgetSessions } from "../auth/privacy-service.ts";
import { forgetChat } from "../chat/privacy-service.ts";
import { forgetCommunity } from "../community/privacy-service.ts";
import { forgetSuggestions } from "../curated-domains/privacy-service.ts";
import { forgetCustomDomains } from "../custom-domains/privacy-service.ts";
import { forgetAppDevices } from "../devices/privacy-service.ts";
import { forgetFollows } from "../following/privacy-service.ts";
import { forgetMagic } from "../magic/privacy-service.ts";
import { forgetMailConnections } from "../mail-connections/privacy-service.ts";
import { forgetMailRecords } from "../mail-scan/privacy-service.ts";
import { forgetQueuedMail } from "../mailer/privacy-service.ts";
import { forgetModerationSnapshots } from "../moderation/privacy-service.ts";
import { forgetNotifications } from "../notifications/privacy-service.ts";
import { cancelSubscriptionsOf } from "../payments/service.ts";
import { forgetProfile, lockProfileForErasure } from "../profile/privacy-service.ts";
import { findActiveUser } from "../profile/service.ts";
import { forgetProtectedDevices } from "../protected-devices/privacy-service.ts";
import { forgetCooldowns } from "../protection/privacy-service.ts";
import { forgetPushTokens } from "../push-tokens/privacy-service.ts";
import { forgetSubmissions } from "../submissions/privacy-service.ts";

/**
 * Deletes the caller's account after re-checking the password (Art. 17): every personal value in
 * every table removed or scrubbed (scrubAccount), the subscription cancelled. One transaction.
 */
export async function deleteOwnAccount(ctx: AppContext, userId: string, password: string): Promise<void> {
  const user = await findActiveUser(ctx.db, userId);
  if (!user) throw new AppError("not_found", "Account not found");
  if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
    throw new AppError("forbidden", "Wrong password");
  }
  // Subscriptions are cancelled at the provider first: if that fails nothing is deleted.
  await cancelSubscriptionsOf(ctx, userId);
  const now = ctx.clock.now();
  await ctx.db.transaction((tx) => scrubAccount(ctx, tx, { userId, now }));
}

/**
 * Erasure inside an open transaction; the account's own deletion and the admin deletion both use
 * it. Each feature forgets its own data (docs/privacy.md lists what each keeps and why); the account
 * row stays as a tombstone with deletedAt, purged of its last values after the grace period
 * (jobs/account-purge.ts). Callers cancel subscriptions at the provider first (cancelSubscriptionsOf).
 */
export async function scrubAccount(ctx: AppContext, tx: Tx, account: { userId: string; now: Date }): Promise<void> {
  const { userId, now } = account;
  // The row lock makes concurrent erasures of one account (owner and admin) run one after the
  // other; the later one finds the account deleted and does nothing.
  const before = await lockProfileForErasure(tx, userId);
  if (!before) return;
  // Every plan grant ends (the reconcilers release what the plan held) before the data goes.
  await ctx.plans.end(tx, { userId, cause: "account_deletion" }, now);
  await forgetMailRecords(tx, userId);
  await forgetMailConnections(tx, userId);
  await forgetProtectedDevices(tx, userId);
  await forgetMagic(tx, userId);
  await forgetApprovals(tx, userId);
  await forgetAllies(tx, userId, now);
  await forgetAppDevices(tx, userId);
  await forgetPushTokens(tx, userId);
  await forgetQueuedMail(tx, userId);
  await forgetCustomDomains(tx, userId);
  await forgetSubmissions(tx, userId);
  await forgetSuggestions(tx, userId, now);
  await forgetCooldowns(tx, userId);
  await forgetNotifications(tx, userId);
  await forgetFollows(tx, userId);
  await forgetChat(tx, userId, now);
  await forgetCommunity(tx, userId, now);
  await forgetModerationSnapshots(tx, userId);
  await forgetConsoleCredentials(tx, userId);
  const identifiers = [before.email, before.nickname].filter((value): value is string => Boolean(value));
  await forgetAdminTraces(tx, userId, identifiers);
  await forgetSessions(tx, userId);
  await forgetProfile(tx, userId, now);
}
