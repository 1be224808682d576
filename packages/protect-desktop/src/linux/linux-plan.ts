// The Linux plan: which file each protection item is and what it holds. Pure; linux-adapter.ts
// writes the files under a root folder ("/" on a real machine, a folder the tests create).
import { CHROMIUM_POLICIES } from "../plan/browser-policies.ts";
import { type DnsProfile, orderAddresses } from "../plan/dns-profile.ts";

export type ResolverMode = "systemd-resolved" | "resolv-conf";

export const LINUX_ITEMS = [
  "resolver",
  "browser:chromium",
  "browser:chrome",
  "browser:edge",
  "browser:brave",
  "browser:firefox",
] as const;

/** Managed-policy folders of the Chromium-family browsers on Linux, relative to the root. */
export const CHROMIUM_POLICY_DIRS = {
  "browser:chromium": "etc/chromium/policies/managed",
  "browser:chrome": "etc/opt/chrome/policies/managed",
  "browser:edge": "etc/opt/edge/policies/managed",
  "browser:brave": "etc/brave/policies/managed",
} as const;
export const POLICY_FILE_NAME = "protect-desktop.json";
export const FIREFOX_POLICIES = "etc/firefox/policies/policies.json";
export const RESOLVED_DROP_IN = "etc/systemd/resolved.conf.d/protect-desktop.conf";
export const RESOLV_CONF = "etc/resolv.conf";
/** Where the resolv.conf the agent replaced is kept, to put back after a release. */
export const RESOLV_CONF_BACKUP = "var/lib/protect-desktop/resolv.conf.before.json";
export const MARKER = "# Written by protect-desktop";

export function chromiumPolicyFile(): string {
  return `${JSON.stringify(CHROMIUM_POLICIES, null, 2)}\n`;
}

/** The resolver setting's path and content for a mode. */
export function resolverFile(profile: DnsProfile, mode: ResolverMode): { path: string; content: string } {
  const addresses = orderAddresses(profile.addresses);
  if (mode === "resolv-conf")
    return {
      path: RESOLV_CONF,
      content: `${MARKER}: DNS goes to protect-dns. Changes are reverted.\n${addresses
        .slice(0, 3)
        .map((a) => `nameserver ${a}\n`)
        .join("")}`,
    };
  if (!profile.dotHost)
    throw new Error("The DNS profile has no DoT host name: systemd-resolved mode needs one (use resolv-conf mode)");
  return {
    path: RESOLVED_DROP_IN,
    content: [
      `${MARKER}: DNS goes to protect-dns over TLS. Changes are reverted.`,
      "[Resolve]",
      `DNS=${addresses.map((a) => `${a}#${profile.dotHost}`).join(" ")}`,
      "DNSOverTLS=yes",
      "Domains=~.",
      "FallbackDNS=",
      "",
    ].join("\n"),
  };
}
