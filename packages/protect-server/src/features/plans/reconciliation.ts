import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import type { PlanGrantRow, PlanGrantSource } from "../../db/schema/plan-grants.ts";
import type { UserRow } from "../../db/schema/users.ts";
import type { Plan } from "../../platform/config.ts";
import { AppError } from "../../platform/errors.ts";
import { lockAccountRow, writeAccountPlan } from "./account-repo.ts";
import { effectivePlan, isGrantActive } from "./effective-plan.ts";
import { dueTrialGrants, endGrants, findGrant, grantsOfUser, upsertGrant } from "./grants-repo.ts";

export type PlanChangeSource = "admin" | "payment" | "diga" | "trial_expiry" | "trial_award" | "account_deletion";

export interface PlanChange {
  userId: string;
  from: Plan;
  to: Plan;
  foundingMember: boolean;
  source: PlanChangeSource;
  now: Date;
}

/**
 * The extension point: a later feature (devices degraded/reactivated, mail connections paused/
 * resumed, …) registers one of these. It runs inside the plan change's transaction, after the
 * account row is updated, and is skipped for founding members.
 */
export interface PlanReconciler {
  name: string;
  reconcile(tx: Tx, change: PlanChange): Promise<void>;
}

/** Account columns a caller writes in the same update as the plan (trial stamps, onboarding, …). */
export type PlanAlso = Partial<
  Pick<
    UserRow,
    | "paymentSubscriptionId"
    | "proTrialStartedAt"
    | "proTrialExpiresAt"
    | "proTrialSource"
    | "proTrialUsedAt"
    | "onboardingStep"
    | "digaCodeRedeemedAt"
  >
>;

export interface ReconcileRequest {
  userId: string;
  cause: PlanChangeSource;
  foundingMember?: boolean | undefined;
  also?: PlanAlso;
}

export interface GrantRequest extends ReconcileRequest {
  source: PlanGrantSource;
  /** Subscription id or DiGA code; "" (the default) for trial, admin and founding. */
  reference?: string;
  plan: Plan;
  endsAt?: Date | null;
  /** Recorded as already ended (a cancellation that arrived before its activation). */
  endedAt?: Date | null;
  lastEventAt?: Date | null;
}

export interface AdminPlanRequest {
  userId: string;
  to: Plan;
  foundingMember?: boolean | undefined;
  source: "admin";
}

export interface EndRequest extends ReconcileRequest {
  /** Omitted: every source (account deletion). */
  source?: PlanGrantSource;
  reference?: string;
  lastEventAt?: Date | null;
}

/**
 * The one path that decides a plan. Features record why an account has a plan (a grant: trial,
 * subscription, DiGA, admin, founding) or end their own grants; `reconcile` then sets users.plan to
 * the highest active grant (effective-plan.ts) and, when it changed, runs the registered
 * reconcilers (the blocklist grace is one: blocklists/plan-rules.ts). Every call runs inside the caller's transaction with the account row locked.
 */
export interface PlanReconciliation {
  /** Records (or replaces) the grant with this (user, source, reference), then reconciles. */
  grant(tx: Tx, request: GrantRequest, now: Date): Promise<UserRow>;
  /** Ends the matching open grants, then reconciles. */
  end(tx: Tx, request: EndRequest, now: Date): Promise<UserRow>;
  /** Sets users.plan from the grants as they are. */
  reconcile(tx: Tx, request: ReconcileRequest, now: Date): Promise<UserRow>;
  /**
   * Locks the account row for the rest of the transaction (not_found when deleted). A caller that
   * writes a row referencing the account before `grant` (DiGA's claimed code) locks first: the
   * foreign key takes a share lock, and two such transactions upgrading to `grant`'s row lock
   * deadlock on PostgreSQL.
   */
  lockAccount(tx: Tx, userId: string): Promise<UserRow>;
  /**
   * The administrator's plan (set-plan, the admin console, tests): replaces the admin grant
   * (`free` ends it) and, when `foundingMember` is given, opens or ends the founding grant at the
   * same plan. Other sources' grants stay, so the result may be higher than `to`.
   */
  applyInTx(tx: Tx, request: AdminPlanRequest, now: Date): Promise<UserRow>;
  /** applyInTx in its own transaction. */
  apply(db: Db, request: AdminPlanRequest, now: Date): Promise<UserRow>;
  /** One grant, locked for this transaction (the payment webhook orders its events by it). */
  grantOf(
    tx: Tx,
    key: { userId: string; source: PlanGrantSource; reference?: string },
  ): Promise<PlanGrantRow | undefined>;
  /** Ends every trial grant whose end has come and reconciles its account; returns how many. */
  expireTrials(tx: Tx, now: Date): Promise<number>;
  /** The user's open grants of one source (account deletion cancels the subscriptions). */
  openGrants(tx: DbOrTx, userId: string, source: PlanGrantSource, now: Date): Promise<PlanGrantRow[]>;
}

async function lockUser(tx: Tx, userId: string): Promise<UserRow> {
  const current = await lockAccountRow(tx, userId);
  if (!current || current.deletedAt) throw new AppError("not_found", `User "${userId}" not found`);
  return current;
}

export function createPlanReconciliation(reconcilers: readonly PlanReconciler[] = []): PlanReconciliation {
  async function settle(tx: Tx, current: UserRow, request: ReconcileRequest, now: Date): Promise<UserRow> {
    const foundingMember = request.foundingMember ?? current.foundingMember;
    const from = current.plan;
    const to = effectivePlan(await grantsOfUser(tx, current.id), now);
    const unchanged =
      to === from && foundingMember === current.foundingMember && Object.keys(request.also ?? {}).length === 0;
    if (unchanged) return current;
    const updated = await writeAccountPlan(tx, current.id, { ...request.also, plan: to, foundingMember }, now);
    if (!updated) throw new AppError("not_found", `User "${current.id}" not found`);
    if (to === from || foundingMember) return updated;
    const change: PlanChange = { userId: updated.id, from, to, foundingMember, source: request.cause, now };
    for (const reconciler of reconcilers) await reconciler.reconcile(tx, change);
    // Reconcilers may write account columns (the blocklist grace): answer with the row as it is now.
    return lockUser(tx, updated.id);
  }
  async function grant(tx: Tx, request: GrantRequest, now: Date): Promise<UserRow> {
    const current = await lockUser(tx, request.userId);
    await upsertGrant(
      tx,
      {
        userId: request.userId,
        source: request.source,
        reference: request.reference ?? "",
        plan: request.plan,
        startsAt: now,
        endsAt: request.endsAt ?? null,
        endedAt: request.endedAt ?? null,
        lastEventAt: request.lastEventAt ?? null,
      },
      now,
    );
    return settle(tx, current, request, now);
  }
  async function end(tx: Tx, request: EndRequest, now: Date): Promise<UserRow> {
    const current = await lockUser(tx, request.userId);
    await endGrants(tx, request, now);
    return settle(tx, current, request, now);
  }
  async function applyInTx(tx: Tx, request: AdminPlanRequest, now: Date): Promise<UserRow> {
    const { userId, to: plan, foundingMember } = request;
    const base = { userId, cause: "admin", foundingMember } as const;
    let user =
      plan === "free"
        ? await end(tx, { ...base, source: "admin" }, now)
        : await grant(tx, { ...base, source: "admin", plan }, now);
    if (foundingMember === true) user = await grant(tx, { ...base, source: "founding", plan }, now);
    if (foundingMember === false) user = await end(tx, { ...base, source: "founding" }, now);
    return user;
  }
  return {
    grant,
    end,
    applyInTx,
    apply: (db, request, now) => db.transaction((tx) => applyInTx(tx, request, now)),
    async reconcile(tx, request, now) {
      return settle(tx, await lockUser(tx, request.userId), request, now);
    },
    lockAccount: lockUser,
    grantOf: (tx, key) => findGrant(tx, key),
    async expireTrials(tx, now) {
      const due = await dueTrialGrants(tx, now);
      for (const grant of due) {
        const current = await lockUser(tx, grant.userId);
        await endGrants(tx, { userId: grant.userId, source: "trial" }, now);
        await settle(tx, current, { userId: grant.userId, cause: "trial_expiry" }, now);
      }
      return due.length;
    },
    async openGrants(db, userId, source, now) {
      return (await grantsOfUser(db, userId)).filter((g) => g.source === source && isGrantActive(g, now));
    },
  };
}

declare module "../../platform/app-context.ts" {
  interface AppContext {
    /** Plan changes and the work each feature registers for them (reconciliation.ts). */
    plans: PlanReconciliation;
  }
}
