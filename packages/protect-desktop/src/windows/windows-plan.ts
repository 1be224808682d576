// The Windows plan: the exact commands that take over DNS (DoH server registration, interface DNS
// servers, DoHPolicy) and switch off the browsers' own DNS, and the commands that undo them after a
// release. Pure: it renders steps from the profile; the service runs them (windows-adapter.ts).
// The golden files in test/golden/windows/ are the reviewed, exact output.

import { isIP } from "node:net";
import { CHROMIUM_POLICIES } from "../plan/browser-policies.ts";
import { type DnsProfile, orderAddresses } from "../plan/dns-profile.ts";

export const WINDOWS_ITEMS = [
  "doh-server",
  "interface-dns",
  "doh-policy",
  "browser:chrome",
  "browser:edge",
  "browser:brave",
  "browser:firefox",
] as const;
export type WindowsItem = (typeof WINDOWS_ITEMS)[number];

/** Registry keys of the Chromium-family browsers' machine policies. */
export const CHROMIUM_POLICY_KEYS = {
  "browser:chrome": "HKLM\\SOFTWARE\\Policies\\Google\\Chrome",
  "browser:edge": "HKLM\\SOFTWARE\\Policies\\Microsoft\\Edge",
  "browser:brave": "HKLM\\SOFTWARE\\Policies\\BraveSoftware\\Brave",
} as const;
export const DNS_CLIENT_POLICY_KEY = "HKLM\\SOFTWARE\\Policies\\Microsoft\\Windows NT\\DNSClient";
/** DoHPolicy 3 = "Require encryption": no plain-text fallback anywhere on the machine. */
export const DOH_POLICY_REQUIRE = 3;

export type WindowsStep =
  | { readonly item: WindowsItem; readonly kind: "run"; readonly argv: readonly string[] }
  /** Merge the agent's policy into policies.json (apply) or take it out again (remove). */
  | {
      readonly item: WindowsItem;
      readonly kind: "firefox-policies";
      readonly path: string;
      readonly mode: "merge" | "remove";
    };

export interface WindowsPlanOptions {
  /** Aliases of the network interfaces whose DNS servers the agent sets (the connected ones). */
  readonly interfaces: readonly string[];
  /** Firefox's installation folder; policies.json goes into its `distribution` folder. */
  readonly firefoxDir?: string;
}

const DEFAULT_FIREFOX_DIR = "C:\\Program Files\\Mozilla Firefox";

export function firefoxPoliciesPath(options: WindowsPlanOptions): string {
  return `${options.firefoxDir ?? DEFAULT_FIREFOX_DIR}\\distribution\\policies.json`;
}

/** The steps that apply the given items (all of them by default), in a safe order. */
export function windowsApplySteps(
  profile: DnsProfile,
  options: WindowsPlanOptions,
  items: readonly string[] = WINDOWS_ITEMS,
): WindowsStep[] {
  const wanted = new Set(items);
  const addresses = orderAddresses(profile.addresses);
  const steps: WindowsStep[] = [];
  const run = (item: WindowsItem, ...argv: string[]) => steps.push({ item, kind: "run", argv });

  // DoH registration first: when the interfaces switch to these addresses, Windows already knows
  // their DoH template and never sends a plain-text query to them.
  if (wanted.has("doh-server"))
    for (const address of addresses)
      run(
        "doh-server",
        "netsh",
        "dns",
        "add",
        "encryption",
        `server=${address}`,
        `dohtemplate=${profile.dohUrl}`,
        "autoupgrade=yes",
        "udpfallback=no",
      );
  if (wanted.has("doh-policy"))
    run("doh-policy", ...regAdd(DNS_CLIENT_POLICY_KEY, "DoHPolicy", "REG_DWORD", String(DOH_POLICY_REQUIRE)));
  if (wanted.has("interface-dns"))
    for (const name of options.interfaces)
      for (const family of ["ipv4", "ipv6"] as const) {
        const own = addresses.filter((a) => isIP(a) === (family === "ipv4" ? 4 : 6));
        // No IPv6 resolver: the interface gets none, so a router-advertised one cannot bypass protection.
        const [first = "none", ...rest] = own;
        run("interface-dns", ...setDnsServers(family, name, first));
        rest.forEach((address, index) => {
          run(
            "interface-dns",
            "netsh",
            "interface",
            family,
            "add",
            "dnsservers",
            `name=${name}`,
            `address=${address}`,
            `index=${index + 2}`,
            "validate=no",
          );
        });
      }
  for (const [item, key] of Object.entries(CHROMIUM_POLICY_KEYS) as [WindowsItem, string][]) {
    if (!wanted.has(item)) continue;
    run(item, ...regAdd(key, "DnsOverHttpsMode", "REG_SZ", CHROMIUM_POLICIES.DnsOverHttpsMode));
    run(
      item,
      ...regAdd(key, "BuiltInDnsClientEnabled", "REG_DWORD", CHROMIUM_POLICIES.BuiltInDnsClientEnabled ? "1" : "0"),
    );
  }
  if (wanted.has("browser:firefox"))
    steps.push({
      item: "browser:firefox",
      kind: "firefox-policies",
      path: firefoxPoliciesPath(options),
      mode: "merge",
    });
  if (wanted.has("doh-server") || wanted.has("interface-dns") || wanted.has("doh-policy"))
    run(
      wanted.has("doh-server") ? "doh-server" : wanted.has("interface-dns") ? "interface-dns" : "doh-policy",
      "ipconfig",
      "/flushdns",
    );
  return steps;
}

/** The steps that undo everything; run only after protect-server reported the device released. */
export function windowsRemoveSteps(profile: DnsProfile, options: WindowsPlanOptions): WindowsStep[] {
  const steps: WindowsStep[] = [];
  const run = (item: WindowsItem, ...argv: string[]) => steps.push({ item, kind: "run", argv });
  // Interfaces back to DHCP before the DoH registration goes, so no query is sent in plain text to
  // protect-dns's addresses in between.
  for (const name of options.interfaces)
    for (const family of ["ipv4", "ipv6"] as const)
      run("interface-dns", "netsh", "interface", family, "set", "dnsservers", `name=${name}`, "source=dhcp");
  run("doh-policy", "reg", "delete", DNS_CLIENT_POLICY_KEY, "/v", "DoHPolicy", "/f");
  for (const address of orderAddresses(profile.addresses))
    run("doh-server", "netsh", "dns", "delete", "encryption", `server=${address}`);
  for (const [item, key] of Object.entries(CHROMIUM_POLICY_KEYS) as [WindowsItem, string][]) {
    run(item, "reg", "delete", key, "/v", "DnsOverHttpsMode", "/f");
    run(item, "reg", "delete", key, "/v", "BuiltInDnsClientEnabled", "/f");
  }
  steps.push({ item: "browser:firefox", kind: "firefox-policies", path: firefoxPoliciesPath(options), mode: "remove" });
  run("doh-server", "ipconfig", "/flushdns");
  return steps;
}

function regAdd(key: string, name: string, type: "REG_SZ" | "REG_DWORD", data: string): string[] {
  return ["reg", "add", key, "/v", name, "/t", type, "/d", data, "/f"];
}

function setDnsServers(family: "ipv4" | "ipv6", name: string, address: string): string[] {
  return [
    "netsh",
    "interface",
    family,
    "set",
    "dnsservers",
    `name=${name}`,
    "source=static",
    `address=${address}`,
    "register=none",
    "validate=no",
  ];
}

/**
 * One command per line as cmd.exe reads it: an argument with spaces or quotes is quoted, inner
 * quotes doubled as backslash-quote (the MSVC runtime's rule, which netsh, reg and sc follow).
 */
export function renderSteps(steps: readonly WindowsStep[]): string {
  return steps
    .map((step) =>
      step.kind === "run"
        ? step.argv.map(quoteArgument).join(" ")
        : `# ${step.mode === "merge" ? "merge DNSOverHTTPS {Enabled:false, Locked:true} into" : "remove DNSOverHTTPS from"} ${step.path}`,
    )
    .map((line) => `${line}\n`)
    .join("");
}

export function quoteArgument(argument: string): string {
  if (argument !== "" && !/[\s"]/.test(argument)) return argument;
  return `"${argument.replace(/(\\*)"/g, '$1$1\\"').replace(/(\\+)$/, "$1$1")}"`;
}
