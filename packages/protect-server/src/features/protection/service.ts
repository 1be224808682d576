import type { DbOrTx } from "../../db/client.ts";
import type { CooldownRow } from "../../db/schema/cooldowns.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { blocklistAccess } from "../blocklists/plan-rules.ts";
import { recordPolicyChange } from "../resolver-changes/service.ts";
import { computeSosInsights } from "./insights.ts";
import { decryptPasscode, encryptPasscode } from "./passcode-cipher.ts";
import {
  cancelRunningCooldown,
  extendCooldown,
  findAccount,
  findRunningCooldown,
  insertCooldownIfNoneRuns,
  latestResolvedCooldown,
  listCooldowns,
  markCooldownRestored,
  type ProtectionAccount,
  resolveElapsedCooldown,
  setAccountProtection,
} from "./repo.ts";

/** The seed's cooldown: protection can be switched off only 24 hours after asking. */
export const COOLDOWN_MS = 24 * 3_600_000;
/** Cooldowns the pattern analysis (sos-insights) looks at, as the seed's client does. */
export const INSIGHT_SAMPLE = 100;

export type CooldownStatus = "running" | "resolved" | "none";

function refuseMdm(account: ProtectionAccount): void {
  if (account.mdmManaged) {
    throw new AppError("mdm_managed", "This account's device is managed (MDM): protection cannot be switched off here");
  }
}

/**
 * Resolves an elapsed cooldown: the cooldown gets resolvedAt and the account protectionDisabledAt,
 * in one transaction. Nothing ever sets protection back on except mark-active.
 */
async function resolveIfElapsed(ctx: AppContext, userId: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const account = await findAccount(tx, userId, true);
    const running = await findRunningCooldown(tx, userId);
    if (!running || running.endsAt > now) return;
    // The two-person rule (features/ally) may postpone the end once; never twice.
    const postponedTo = await ctx.protectionWatch.due(tx, {
      userId,
      action: "protection_off",
      subjectId: running.id,
      dueAt: running.endsAt,
      now,
    });
    if (postponedTo) {
      await extendCooldown(tx, running.id, postponedTo);
      await recordPolicyChange(tx, userId, now);
      return;
    }
    const resolved = await resolveElapsedCooldown(tx, userId, now);
    if (resolved && !account.protectionDisabledAt) {
      await setAccountProtection(tx, userId, { protectionDisabledAt: now }, now);
      await ctx.protectionWatch.record(tx, { kind: "protection_off", userId, at: now });
    }
    if (resolved) await recordPolicyChange(tx, userId, now);
  });
}

/**
 * Starts the 24-hour cooldown, or returns the running one (`created` false). `startedByDeviceId`:
 * the desktop computer whose release asks for it (cancelling that release cancels the cooldown).
 */
export async function requestCooldown(
  ctx: AppContext,
  userId: string,
  options: { startedByDeviceId?: string } = {},
): Promise<{ created: boolean; cooldown: CooldownRow }> {
  await resolveIfElapsed(ctx, userId);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const account = await findAccount(tx, userId, true);
    refuseMdm(account);
    if (account.protectionDisabledAt) {
      throw new AppError("invalid_transition", "Protection is already off: activate it before asking for a cooldown");
    }
    const inserted = await insertCooldownIfNoneRuns(tx, {
      userId,
      requestedAt: now,
      endsAt: new Date(now.getTime() + COOLDOWN_MS),
      ...(options.startedByDeviceId ? { startedByDeviceId: options.startedByDeviceId } : {}),
    });
    if (inserted) {
      await recordPolicyChange(tx, userId, now);
      const guarded = {
        userId,
        action: "protection_off",
        subjectId: inserted.id,
        dueAt: inserted.endsAt,
        now,
      } as const;
      await ctx.protectionWatch.record(tx, {
        kind: "cooldown_started",
        userId,
        at: now,
        cooldownId: inserted.id,
        endsAt: inserted.endsAt,
      });
      await ctx.protectionWatch.scheduled(tx, guarded);
      return { created: true, cooldown: inserted };
    }
    const running = await findRunningCooldown(tx, userId);
    if (!running) throw new Error("a running cooldown blocked the insert but cannot be read");
    return { created: false, cooldown: running };
  });
}

/**
 * POST /api/cooldown/cancel: the user calls the running cooldown off before it ends; protection
 * stays on and the cooldown stays in the history as cancelled. One that has ended is resolved
 * first (protection is off then; mark-active turns it back on), so there is nothing to cancel.
 */
export async function cancelCooldown(ctx: AppContext, userId: string): Promise<CooldownRow> {
  await resolveIfElapsed(ctx, userId);
  const now = ctx.clock.now();
  const { account, cancelled } = await ctx.db.transaction((tx) => cancelInTx(ctx, tx, { userId, now }));
  if (cancelled) return cancelled;
  throw new AppError(
    "invalid_transition",
    account.protectionDisabledAt
      ? "No cooldown is running: the last one has ended and protection is off (mark it active to switch it on)"
      : "No cooldown is running",
  );
}

/**
 * Inside the caller's transaction: cancels the running cooldown if `deviceId`'s release started it
 * (a desktop computer's cancelled release). True when one was cancelled.
 */
export async function cancelCooldownStartedByInTx(
  ctx: AppContext,
  tx: DbOrTx,
  cancel: { userId: string; deviceId: string; now: Date },
): Promise<boolean> {
  const { userId, deviceId, now } = cancel;
  return (await cancelInTx(ctx, tx, { userId, now, startedBy: deviceId })).cancelled !== undefined;
}

/** Locks the account row, cancels its running cooldown (only one `startedBy` started, if given), records the policy change. */
async function cancelInTx(
  ctx: AppContext,
  tx: DbOrTx,
  { userId, now, startedBy }: { userId: string; now: Date; startedBy?: string },
) {
  const account = await findAccount(tx, userId, true);
  const cancelled = await cancelRunningCooldown(tx, userId, now, startedBy);
  if (cancelled) {
    await recordPolicyChange(tx, userId, now);
    await ctx.protectionWatch.record(tx, { kind: "cooldown_cancelled", userId, at: now, cooldownId: cancelled.id });
  }
  return { account, cancelled };
}

export interface CooldownView {
  status: CooldownStatus;
  cooldown: CooldownRow | null;
  protectionDisabledAt: Date | null;
}

/**
 * Running: a cooldown has not reached its end. Resolved: the latest cooldown ran out and protection
 * is still off. None: neither (also after mark-active).
 */
async function cooldownView(ctx: AppContext, userId: string): Promise<CooldownView & { account: ProtectionAccount }> {
  const account = await findAccount(ctx.db, userId);
  const running = await findRunningCooldown(ctx.db, userId);
  if (running)
    return { status: "running", cooldown: running, protectionDisabledAt: account.protectionDisabledAt, account };
  if (account.protectionDisabledAt) {
    const resolved = await latestResolvedCooldown(ctx.db, userId);
    return {
      status: "resolved",
      cooldown: resolved ?? null,
      protectionDisabledAt: account.protectionDisabledAt,
      account,
    };
  }
  return { status: "none", cooldown: null, protectionDisabledAt: null, account };
}

/** GET /api/cooldown/status: refuses MDM-managed accounts, resolves an elapsed cooldown. */
export async function readCooldownStatus(ctx: AppContext, userId: string): Promise<CooldownView> {
  refuseMdm(await findAccount(ctx.db, userId));
  await resolveIfElapsed(ctx, userId);
  return cooldownView(ctx, userId);
}

/** What a client needs to configure itself; resolves an elapsed cooldown like the status read. */
export async function readProtectionState(ctx: AppContext, userId: string) {
  await resolveIfElapsed(ctx, userId);
  const view = await cooldownView(ctx, userId);
  const access = blocklistAccess(view.account, ctx.clock.now());
  return {
    protectionShouldBeActive: view.account.protectionDisabledAt === null,
    mdmManaged: view.account.mdmManaged,
    protectionDisabledAt: view.account.protectionDisabledAt,
    cooldown: view,
    blocklist: access,
  };
}

/** The client switched its filter on: protectionDisabledAt is cleared (idempotent). */
export async function markProtectionActive(ctx: AppContext, userId: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const account = await findAccount(tx, userId, true);
    if (!account.protectionDisabledAt) return;
    const resolved = await latestResolvedCooldown(tx, userId);
    if (resolved && !resolved.protectionRestoredAt) await markCooldownRestored(tx, resolved.id, now);
    await setAccountProtection(tx, userId, { protectionDisabledAt: null }, now);
    await recordPolicyChange(tx, userId, now);
  });
}

/** Stores the 4-digit screentime passcode encrypted; replaces an earlier one. */
export async function saveScreentimePasscode(ctx: AppContext, userId: string, passcode: string): Promise<void> {
  const stored = encryptPasscode(ctx.secrets.tokenEncryptionKey, userId, passcode);
  await setAccountProtection(ctx.db, userId, { screentimePasscode: stored }, ctx.clock.now());
}

/**
 * The passcode is readable exactly while protection is off because a cooldown resolved: from the
 * first status/state/passcode read after the 24 hours until mark-active. Before, the app keeps it
 * from the user (that is what makes the Screen Time lock hold); after mark-active it is hidden again.
 */
export async function readScreentimePasscode(ctx: AppContext, userId: string) {
  await resolveIfElapsed(ctx, userId);
  const account = await findAccount(ctx.db, userId);
  const readable = account.screentimePasscode !== null && account.protectionDisabledAt !== null;
  return {
    isSet: account.screentimePasscode !== null,
    readable,
    passcode:
      readable && account.screentimePasscode
        ? decryptPasscode(ctx.decryptionKeys, userId, account.screentimePasscode)
        : null,
  };
}

export async function cooldownHistory(ctx: AppContext, userId: string, limit: number): Promise<CooldownRow[]> {
  return listCooldowns(ctx.db, userId, limit);
}

export async function sosInsights(ctx: AppContext, userId: string, timeZone: string) {
  const account = await findAccount(ctx.db, userId);
  const history = await listCooldowns(ctx.db, userId, INSIGHT_SAMPLE);
  return computeSosInsights({
    history,
    accountCreatedAt: account.createdAt,
    protectionDisabledAt: account.protectionDisabledAt,
    now: ctx.clock.now(),
    timeZone,
  });
}

/** The end of the account's running cooldown, or null (the resolver's cooldownEndsAt). */
export async function runningCooldownEnd(ctx: AppContext, userId: string): Promise<Date | null> {
  return (await findRunningCooldown(ctx.db, userId))?.endsAt ?? null;
}
