import { eq } from "drizzle-orm";
import type { Plan } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { type UserRow, users } from "../../db/schema/users.ts";
import { AppError } from "../../errors.ts";
import { DOWNGRADE_GRACE_DAYS } from "./limits.ts";

export type PlanChangeSource = "admin" | "payment" | "diga" | "trial_expiry" | "trial_award";

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

export interface PlanChangeRequest {
  userId: string;
  to: Plan;
  foundingMember?: boolean | undefined;
  source: PlanChangeSource;
  /** Extra account columns written in the same update (e.g. trial stamps, subscription id). */
  also?: Partial<
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
}

export interface PlanReconciliation {
  /** Changes the plan inside an open transaction (used by DiGA redemption and the trial job). */
  applyInTx(tx: Tx, request: PlanChangeRequest, now: Date): Promise<UserRow>;
  /** Changes the plan in its own transaction. */
  apply(db: Db, request: PlanChangeRequest, now: Date): Promise<UserRow>;
}

const DAY_MS = 86_400_000;

/** The one plan-change service: set-plan, the payment webhook, DiGA and the trial job all use it. */
export function createPlanReconciliation(reconcilers: readonly PlanReconciler[] = []): PlanReconciliation {
  async function applyInTx(tx: Tx, request: PlanChangeRequest, now: Date): Promise<UserRow> {
    const [current] = await tx.select().from(users).where(eq(users.id, request.userId)).for("update");
    if (!current || current.deletedAt) throw new AppError("not_found", `User "${request.userId}" not found`);
    const foundingMember = request.foundingMember ?? current.foundingMember;
    const from = current.plan;
    const to = request.to;
    let grace = current.globalBlocklistGraceUntil;
    if (to !== "free") grace = null;
    else if (from !== "free" && !foundingMember) grace = new Date(now.getTime() + DOWNGRADE_GRACE_DAYS * DAY_MS);
    const [updated] = await tx
      .update(users)
      .set({ ...request.also, plan: to, foundingMember, globalBlocklistGraceUntil: grace, updatedAt: now })
      .where(eq(users.id, request.userId))
      .returning();
    if (!updated) throw new AppError("not_found", `User "${request.userId}" not found`);
    if (!foundingMember) {
      const change: PlanChange = { userId: updated.id, from, to, foundingMember, source: request.source, now };
      for (const reconciler of reconcilers) await reconciler.reconcile(tx, change);
    }
    return updated;
  }
  return {
    applyInTx,
    apply: (db, request, now) => db.transaction((tx) => applyInTx(tx, request, now)),
  };
}
