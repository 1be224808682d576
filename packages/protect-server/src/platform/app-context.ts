import type { Db } from "../db/client.ts";
import type { MailRuntime } from "../features/mail-connections/runtime.ts";
import type { MailOutbox } from "../features/mailer/outbox.ts";
import type { PaymentProvider } from "../features/payments/provider.ts";
import type { PlanReconciliation } from "../features/plans/reconciliation.ts";
import type { RateCounter } from "../http/rate-counter.ts";
import type { Clock } from "./clock.ts";
import type { Plan, Secrets } from "./config.ts";

/** What device profiles, e-mail links and the companion's download metadata are built from. */
export interface DeviceSettings {
  appUrl: string;
  dohUrl: string;
  dotDomain: string;
  dohServerAddresses: readonly string[];
  magic: { version?: string | undefined; downloadUrl?: string | undefined; sha256?: string | undefined };
}

/** What every feature's routes and services receive: the database, time, secrets and settings. */
export interface AppContext {
  db: Db;
  clock: Clock;
  secrets: Secrets;
  /** secrets.tokenEncryptionKey first, then TOKEN_ENCRYPTION_KEYS_PREVIOUS: what stored secrets decrypt with. */
  decryptionKeys: readonly string[];
  settings: {
    defaultPlan: Plan;
    sessionTtlDays: number;
    /** scrypt cost N for new password hashes (stored in each hash, so it can change later). */
    scryptCost: number;
    devices: DeviceSettings;
    /** Web Push endpoints: loopback and private networks allowed (tests, development) or not. */
    push: { allowPrivateNetworks: boolean };
  };
  plans: PlanReconciliation;
  /** Cancels subscriptions at the payment provider (account deletion). */
  payments: PaymentProvider;
  /** Outgoing e-mail: stored first, then delivered (features/mailer/outbox.ts). */
  mailer: MailOutbox;
  /** The counters of every limit (rate limits, the lock e-mail's once-per-6-hours). */
  rateCounter: RateCounter;
  /** Mail protection's IMAP connector, sender policy, cipher and settings. */
  mail: MailRuntime;
}
