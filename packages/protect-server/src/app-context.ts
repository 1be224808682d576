import type { Clock } from "./clock.ts";
import type { Plan, Secrets } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { PaymentProvider } from "./features/payments/provider.ts";
import type { PlanReconciliation } from "./features/plans/reconciliation.ts";

/** What every feature's routes and services receive: the database, time, secrets and settings. */
export interface AppContext {
  db: Db;
  clock: Clock;
  secrets: Secrets;
  settings: {
    defaultPlan: Plan;
    sessionTtlDays: number;
    /** scrypt cost N for new password hashes (stored in each hash, so it can change later). */
    scryptCost: number;
  };
  plans: PlanReconciliation;
  /** Cancels subscriptions at the payment provider (account deletion). */
  payments: PaymentProvider;
}
