import type { Db } from "../../db/client.ts";
import { planLimits } from "../plans/limits.ts";
import { accountPlanState } from "./repo.ts";

/**
 * What a user's mail is matched against. This is the one seam to the protection core (issue 12):
 * the mail-sender blocklist in the user's mode (`curated`, or `full` for paid plans and during the
 * downgrade grace), and the user's own `mail_domain` custom domains.
 */
export interface MailSenderList {
  mode: "curated" | "full";
  blockedSenderDomains: ReadonlySet<string>;
  customDomains: ReadonlySet<string>;
}

export interface MailSenderPolicy {
  forUser(userId: string, now: Date): Promise<MailSenderList>;
}

/** Gambling sender domains of the curated list (the operators behind the seeded brand names). */
const CURATED_SENDER_DOMAINS = [
  "tipico.de",
  "tipico.com",
  "bet365.com",
  "bwin.de",
  "bwin.com",
  "interwetten.com",
  "betway.com",
  "unibet.com",
  "leovegas.com",
  "mrgreen.com",
  "pokerstars.com",
  "888casino.com",
  "williamhill.com",
  "ladbrokes.com",
  "betfair.com",
  "paddypower.com",
  "sportingbet.com",
  "bet-at-home.com",
  "netbet.com",
  "lottoland.com",
];

/** Added in `full` mode. */
const FULL_ONLY_SENDER_DOMAINS = [
  "merkur-spiele.de",
  "wunderino.com",
  "betano.de",
  "admiralbet.de",
  "stargames.com",
  "jackpotpiraten.de",
  "bingbong.de",
  "drueckglueck.de",
  "casumo.com",
  "winamax.de",
  "neobet.de",
];

/**
 * Until the protection core's service is on main: the built-in lists above, the mode from the
 * plan table and the grace period (globalBlocklistGraceUntil), and no custom domains.
 */
export function builtInSenderPolicy(db: Db): MailSenderPolicy {
  const curated = new Set(CURATED_SENDER_DOMAINS);
  const full = new Set([...CURATED_SENDER_DOMAINS, ...FULL_ONLY_SENDER_DOMAINS]);
  return {
    async forUser(userId, now) {
      const account = await accountPlanState(db, userId);
      const inGrace = (account?.globalBlocklistGraceUntil?.getTime() ?? 0) > now.getTime();
      const mode = account && (planLimits[account.plan].blocklistMode === "full" || inGrace) ? "full" : "curated";
      return { mode, blockedSenderDomains: mode === "full" ? full : curated, customDomains: new Set() };
    },
  };
}
