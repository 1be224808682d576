import type { AppContext } from "../../platform/app-context.ts";
import { globalListEntries } from "../blocklists/service.ts";
import { customDomainNames } from "../custom-domains/service.ts";
import { accountPlanMode } from "./repo.ts";

export type ListedBy = "sender_blocklist" | "custom_domain";

/** How a domain is listed for a user. */
export interface SenderListing {
  /** The user's own entries win: custom_domain when they cover it, else sender_blocklist. */
  listedBy: ListedBy;
  /**
   * The global list entry that covers the domain (the domain or a parent), or null when only the
   * user's own entries do: the only domain value a classification sample may keep.
   */
  globalEntry: string | null;
}

/**
 * For each domain (senders and link targets), whether the user's own `mail_domain` custom domains or
 * the global lists cover it (the domain or a parent). Domains not listed are absent from the answer.
 */
export type SenderLookup = (domains: readonly string[]) => Map<string, SenderListing>;

/**
 * What a user's mail is matched against: the one seam to the protection core (issue 12). A scan
 * takes the user's lookup once, before it reads any mail: the lists and the user's entries are read
 * then, and classifying a batch asks the database nothing (the recording transaction may be open
 * meanwhile, and the embedded database has one connection).
 */
export interface MailSenderPolicy {
  forUser(ctx: AppContext, userId: string): Promise<SenderLookup>;
}

/** The domain and its parents: `a.b.example` → a.b.example, b.example, example is left out. */
export function coveringDomains(domain: string): string[] {
  const labels = domain.split(".");
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join("."));
}

/**
 * The protection core's lists: the global mail-sender list and the user's `mail_domain` custom
 * domains, and the web lists of the user's blocklist mode, so a gambling operator's own domain
 * counts as a sender too; `full` applies on paid plans and during the 14-day downgrade grace, which
 * is how scanning honours the grace.
 */
export const protectionCoreSenderPolicy: MailSenderPolicy = {
  async forUser(ctx, userId) {
    const custom = new Set(await customDomainNames(ctx, userId, "mail_domain"));
    const mode = await accountPlanMode(ctx.db, userId, ctx.clock.now());
    const globalEntryOf = await globalListEntries(ctx, mode);
    return (domains) => {
      const listed = new Map<string, SenderListing>();
      for (const domain of new Set(domains)) {
        const globalEntry = globalEntryOf(domain);
        if (coveringDomains(domain).some((name) => custom.has(name))) {
          listed.set(domain, { listedBy: "custom_domain", globalEntry });
        } else if (globalEntry !== null) {
          listed.set(domain, { listedBy: "sender_blocklist", globalEntry });
        }
      }
      return listed;
    };
  },
};
