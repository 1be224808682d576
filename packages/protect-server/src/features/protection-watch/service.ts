import type { DbOrTx } from "../../db/client.ts";

/**
 * The moments protection weakens (or an urge passes), reported by the single place each happens:
 * the protection core (cooldowns), the device housekeeping job (releases, silent devices), the
 * desktop companion (tamper repaired), mail connections (removed). The ally feature listens.
 * `subjectId` identifies the cooldown or device for the two-person rule; it is never shown.
 */
export type ProtectionEvent = { userId: string; at: Date } & (
  | { kind: "cooldown_started"; cooldownId: string; endsAt: Date }
  | { kind: "cooldown_cancelled"; cooldownId: string }
  | { kind: "protection_off" }
  | { kind: "device_released"; deviceKind: "computer" | "device" }
  | { kind: "device_silent"; deviceKind: "computer" | "device" }
  | { kind: "tamper_repaired" }
  | { kind: "mail_connection_removed" }
);

/** An action the two-person rule may guard: a cooldown switching protection off, a computer's release. */
export interface GuardedAction {
  userId: string;
  action: "protection_off" | "release";
  /** The cooldown (protection_off) or the user device (release). */
  subjectId: string;
  /** When the action would happen without the rule. */
  dueAt: Date;
  now: Date;
}

/**
 * The port the protection core and the devices call, inside their own transactions. Its owner is
 * this module (which imports no feature), so the core never depends on who listens; app.ts plugs
 * in the ally feature (features/ally/watch.ts).
 */
export interface ProtectionWatch {
  /** Records an event for whoever listens; part of the caller's transaction. */
  record(tx: DbOrTx, event: ProtectionEvent): Promise<void>;
  /** A guarded action was scheduled (a cooldown started, a computer's release requested). */
  scheduled(tx: DbOrTx, action: GuardedAction): Promise<void>;
  /**
   * The action is due: null lets it proceed; a date postpones it to then (the caller moves its
   * cooldown end or release time). Never postpones the same action twice (no lock-in).
   */
  due(tx: DbOrTx, action: GuardedAction): Promise<Date | null>;
}

declare module "../../platform/app-context.ts" {
  interface AppContext {
    /** Listeners of protection events and the two-person rule (features/protection-watch). */
    protectionWatch: ProtectionWatch;
  }
}

/** Nobody listens: every action proceeds when due. */
export const unwatched: ProtectionWatch = {
  async record() {},
  async scheduled() {},
  async due() {
    return null;
  },
};
