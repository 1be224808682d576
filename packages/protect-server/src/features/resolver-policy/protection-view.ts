import type { DbOrTx } from "../../db/client.ts";
import type { AppContext } from "../../platform/app-context.ts";
import type { Plan } from "../../platform/config.ts";
import { AppError } from "../../platform/errors.ts";
import { resolverList } from "../blocklists/service.ts";
import { customDomainNames } from "../custom-domains/service.ts";
import { planLimits } from "../plans/limits.ts";
import { cancelCooldownStartedByInTx, requestCooldown, runningCooldownEnd } from "../protection/service.ts";

/** The protection-core part of a user's resolver policy (docs/decisions/protect-dns-contract.md). */
export interface ProtectionPolicy {
  protection: "on" | "off";
  cooldownEndsAt: Date | null;
  blocklistMode: "curated" | "full";
  graceUntil: Date | null;
  customDomains: string[];
}

export const GLOBAL_LIST_NAMES = ["curated", "full", "bypass"] as const;
export type GlobalListName = (typeof GLOBAL_LIST_NAMES)[number];

export interface AccountProtectionRow {
  id: string;
  plan: Plan;
  protectionDisabledAt: Date | null;
  globalBlocklistGraceUntil: Date | null;
}

/**
 * Everything the devices features need from the protection core (issue 12), behind one small
 * interface: the protection state of users, the global lists, and the cooldown the companion's
 * release waits for. `ctx.db` may be an open transaction (the policy snapshot reads in one).
 */
export interface ProtectionView {
  policiesOf(ctx: AppContext, accounts: readonly AccountProtectionRow[]): Promise<Map<string, ProtectionPolicy>>;
  listInfo(ctx: AppContext, name: GlobalListName): Promise<{ etag: string; count: number }>;
  listDomains(ctx: AppContext, name: GlobalListName): Promise<Iterable<string>>;
  /**
   * Starts the 24-hour cooldown for a desktop computer's release (or finds the running one) and
   * says when it ends; a cooldown it starts remembers the computer.
   */
  startCooldown(ctx: AppContext, userId: string, deviceId: string): Promise<{ endsAt: Date }>;
  /** In the caller's transaction: cancels the running cooldown if this computer's release started it. */
  cancelCooldownStartedBy(
    ctx: AppContext,
    tx: DbOrTx,
    cancel: { userId: string; deviceId: string; now: Date },
  ): Promise<boolean>;
}

/** The protection core's services (features/protection, blocklists, custom-domains). */
export const protectionCoreView: ProtectionView = {
  async policiesOf(ctx, accounts) {
    const policies = new Map<string, ProtectionPolicy>();
    for (const account of accounts) {
      policies.set(account.id, {
        protection: account.protectionDisabledAt ? "off" : "on",
        cooldownEndsAt: await runningCooldownEnd(ctx, account.id),
        blocklistMode: planLimits[account.plan].blocklistMode,
        graceUntil: account.globalBlocklistGraceUntil,
        customDomains: await customDomainNames(ctx, account.id, "web"),
      });
    }
    return policies;
  },
  async listInfo(ctx, name) {
    const list = await resolverList(ctx, name);
    return { etag: `"${name}-${list.version}"`, count: list.count };
  },
  async listDomains(ctx, name) {
    return (await resolverList(ctx, name)).domains;
  },
  async startCooldown(ctx, userId, deviceId) {
    try {
      return { endsAt: (await requestCooldown(ctx, userId, { startedByDeviceId: deviceId })).cooldown.endsAt };
    } catch (error) {
      // Protection is off already (a cooldown ran out): the release waits for nothing more.
      if (error instanceof AppError && error.code === "invalid_transition") return { endsAt: ctx.clock.now() };
      throw error;
    }
  },
  cancelCooldownStartedBy: cancelCooldownStartedByInTx,
};
