import type { AppContext } from "../../app-context.ts";
import type { Plan } from "../../config.ts";
import type { DbOrTx } from "../../db/client.ts";
import { planLimits } from "../plans/limits.ts";

/** The protection-core part of a user's resolver policy (docs/decisions/protect-dns-contract.md). */
export interface ProtectionPolicy {
  protection: "on" | "off";
  cooldownEndsAt: Date | null;
  blocklistMode: "curated" | "full";
  graceUntil: Date | null;
  customDomains: string[];
}

export const GLOBAL_LIST_NAMES = ["curated", "full"] as const;
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
 * release waits for.
 */
export interface ProtectionView {
  policiesOf(db: DbOrTx, accounts: readonly AccountProtectionRow[]): Promise<Map<string, ProtectionPolicy>>;
  listInfo(db: DbOrTx, name: GlobalListName): Promise<{ etag: string; count: number }>;
  listDomains(db: DbOrTx, name: GlobalListName): Promise<string[]>;
  /** Starts the 24-hour cooldown (or finds the running one) and says when it ends. */
  startCooldown(ctx: AppContext, userId: string): Promise<{ endsAt: Date }>;
}

const COOLDOWN_MS = 24 * 3_600_000;

/**
 * TODO(#12): INTERIM ADAPTER until the protection core is on main. It reads only the account row
 * (protectionDisabledAt, plan → blocklist mode, grace), reports no running cooldown, no custom
 * domains and empty global lists, and the companion's release waits a plain 24 hours. Switch each
 * method to the protection core's service when it lands; the routes and tests stay as they are.
 */
export const interimProtectionView: ProtectionView = {
  async policiesOf(_db, accounts) {
    return new Map(
      accounts.map((account) => [
        account.id,
        {
          protection: account.protectionDisabledAt ? "off" : "on",
          cooldownEndsAt: null,
          blocklistMode: planLimits[account.plan].blocklistMode,
          graceUntil: account.globalBlocklistGraceUntil,
          customDomains: [],
        },
      ]),
    );
  },
  async listInfo(_db, name) {
    return { etag: `"${name}-interim-0"`, count: 0 };
  },
  async listDomains() {
    return [];
  },
  async startCooldown(ctx) {
    return { endsAt: new Date(ctx.clock.now().getTime() + COOLDOWN_MS) };
  },
};
