import type { AppContext } from "../../platform/app-context.ts";
import { globallyBlocked, mailSenderDomains } from "../blocklists/service.ts";
import { customDomainNames } from "../custom-domains/service.ts";
import { accountPlanMode } from "./repo.ts";

export type ListedBy = "sender_blocklist" | "custom_domain";

/**
 * What a user's mail is matched against: the one seam to the protection core (issue 12). For each
 * sender domain it tells whether the user's own `mail_domain` custom domains or the global lists
 * cover it (the domain or a parent). Domains not listed are absent from the answer.
 */
export interface MailSenderPolicy {
  listedSenders(ctx: AppContext, userId: string, domains: readonly string[]): Promise<Map<string, ListedBy>>;
}

/** The domain and its parents: `a.b.example` → a.b.example, b.example, example is left out. */
export function coveringDomains(domain: string): string[] {
  const labels = domain.split(".");
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join("."));
}

/**
 * The protection core's lists: the global mail-sender list and the user's `mail_domain` custom
 * domains (blocklists' mailSenderDomains), and the web lists of the user's blocklist mode, so a
 * gambling operator's own domain counts as a sender too; `full` applies on paid plans and during
 * the 14-day downgrade grace, which is how scanning honours the grace.
 */
export const protectionCoreSenderPolicy: MailSenderPolicy = {
  async listedSenders(ctx, userId, domains) {
    const listed = new Map<string, ListedBy>();
    if (domains.length === 0) return listed;
    const custom = new Set(await customDomainNames(ctx, userId, "mail_domain"));
    const senders = new Set(await mailSenderDomains(ctx, userId));
    const mode = await accountPlanMode(ctx.db, userId, ctx.clock.now());
    for (const domain of new Set(domains)) {
      const names = coveringDomains(domain);
      if (names.some((name) => custom.has(name))) listed.set(domain, "custom_domain");
      else if (names.some((name) => senders.has(name)) || (await globallyBlocked(ctx, domain, mode))) {
        listed.set(domain, "sender_blocklist");
      }
    }
    return listed;
  },
};
