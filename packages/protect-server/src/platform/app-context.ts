import type { Db } from "../db/client.ts";
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

/**
 * What every feature's routes and services receive: the database, time, secrets and settings.
 * The ports that features implement are added by their owners through declaration merging (as
 * Fastify's decorators are), so this module knows no feature:
 * - `plans` (features/plans/reconciliation.ts), `payments` (features/payments/provider.ts),
 * - `mailer` (features/mailer/outbox.ts), `mail` (features/mail-connections/runtime.ts),
 * - `rateCounter` (http/rate-counter.ts), `deviceSilence` (features/protected-devices/silence-service.ts).
 * app.ts builds the whole object.
 */
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
}
