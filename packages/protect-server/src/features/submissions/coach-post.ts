import type { DomainType } from "../../db/schema/blocklists.ts";

/**
 * The coach's community post when a submitted domain is approved. The wording depends on the type;
 * the app may show its own translation of `i18nKey` (with `{domain}`) instead of the stored body.
 */
export function coachPostFor(domain: string, type: DomainType) {
  if (type === "mail_domain") {
    return {
      category: "blocklist_update",
      i18nKey: "coach.domain_approved.mail_domain",
      body: `Mail from ${domain} is now hidden for everyone. Thank you to the member who reported this sender — every report protects all of us.`,
    };
  }
  return {
    category: "blocklist_update",
    i18nKey: "coach.domain_approved.web",
    body: `${domain} is now blocked for everyone. Thank you to the member who reported this site — every report protects all of us.`,
  };
}
