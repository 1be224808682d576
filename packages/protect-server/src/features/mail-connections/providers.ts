/**
 * Known mailbox providers: their IMAP host (the default when a user connects an address of one of
 * their domains) and the label the app shows. A connection whose host is none of these is a custom
 * domain (GET /api/mail/status: isCustomDomain).
 */
export interface MailProvider {
  id: string;
  label: string;
  imapHost: string;
  domains: readonly string[];
}

export const MAIL_PROVIDERS: readonly MailProvider[] = [
  { id: "gmail", label: "Gmail", imapHost: "imap.gmail.com", domains: ["gmail.com", "googlemail.com"] },
  {
    id: "outlook",
    label: "Outlook",
    imapHost: "outlook.office365.com",
    domains: ["outlook.com", "outlook.de", "hotmail.com", "hotmail.de", "live.com", "live.de", "msn.com"],
  },
  { id: "gmx", label: "GMX", imapHost: "imap.gmx.net", domains: ["gmx.de", "gmx.net", "gmx.at", "gmx.ch"] },
  { id: "webde", label: "WEB.DE", imapHost: "imap.web.de", domains: ["web.de"] },
  { id: "tonline", label: "Telekom Mail", imapHost: "secureimap.t-online.de", domains: ["t-online.de", "magenta.de"] },
  { id: "icloud", label: "iCloud", imapHost: "imap.mail.me.com", domains: ["icloud.com", "me.com", "mac.com"] },
  { id: "yahoo", label: "Yahoo", imapHost: "imap.mail.yahoo.com", domains: ["yahoo.com", "yahoo.de"] },
  { id: "posteo", label: "Posteo", imapHost: "posteo.de", domains: ["posteo.de", "posteo.net"] },
];

export interface ProviderInfo {
  provider: string;
  providerLabel: string;
  isCustomDomain: boolean;
}

/** The provider of an IMAP host; unknown hosts are the user's own domain. */
export function providerOfHost(host: string): ProviderInfo {
  const known = MAIL_PROVIDERS.find((provider) => provider.imapHost === host.toLowerCase());
  if (known) return { provider: known.id, providerLabel: known.label, isCustomDomain: false };
  return { provider: "custom", providerLabel: host.toLowerCase(), isCustomDomain: true };
}

/** The provider an address belongs to by its domain, if it is a known one. */
export function providerOfAddress(email: string): MailProvider | undefined {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  return MAIL_PROVIDERS.find((provider) => provider.domains.includes(domain));
}
