// What the service reads back on Windows: a PowerShell script that prints one JSON object
// `{ "<item>": "applied" | "missing" | "drifted", ... }` for the plan's items. The script is
// generated from the profile (golden-tested); windows-adapter.ts runs it and parses the answer.

import { isIP } from "node:net";
import { z } from "zod";
import { CHROMIUM_POLICIES, FIREFOX_DOH_POLICY } from "../plan/browser-policies.ts";
import { type DnsProfile, orderAddresses } from "../plan/dns-profile.ts";
import {
  CHROMIUM_POLICY_KEYS,
  DNS_CLIENT_POLICY_KEY,
  DOH_POLICY_REQUIRE,
  firefoxPoliciesPath,
  WINDOWS_ITEMS,
  type WindowsPlanOptions,
} from "./windows-plan.ts";

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const psKey = (key: string) => quote(key.replace(/^HKLM\\/, "HKLM:\\"));
const psList = (items: readonly string[]) => `@(${items.map(quote).join(", ")})`;

export function windowsObserveScript(profile: DnsProfile, options: WindowsPlanOptions): string {
  const addresses = orderAddresses(profile.addresses);
  const v4 = addresses.filter((a) => isIP(a) === 4);
  const v6 = addresses.filter((a) => isIP(a) === 6);
  const lines = [
    "$ErrorActionPreference = 'Stop'",
    "function Combine([string[]]$states) {",
    "  if (@($states | Where-Object { $_ -ne 'applied' }).Count -eq 0) { 'applied' }",
    "  elseif (@($states | Where-Object { $_ -ne 'missing' }).Count -eq 0) { 'missing' }",
    "  else { 'drifted' }",
    "}",
    "function RegValue([string]$key, [string]$name) {",
    "  try { (Get-ItemProperty -LiteralPath $key -Name $name -ErrorAction Stop).$name } catch { $null }",
    "}",
    "function RegState([string]$key, [string]$name, $want) {",
    "  $have = RegValue $key $name",
    "  if ($null -eq $have) { 'missing' } elseif (\"$have\" -eq \"$want\") { 'applied' } else { 'drifted' }",
    "}",
    "$r = [ordered]@{}",
    "$doh = @(Get-DnsClientDohServerAddress -ErrorAction SilentlyContinue)",
    `$r['doh-server'] = Combine @(${psList(addresses)} | ForEach-Object {`,
    "  $ip = $_; $s = $doh | Where-Object { $_.ServerAddress -eq $ip }",
    `  if (-not $s) { 'missing' } elseif ($s.DohTemplate -eq ${quote(profile.dohUrl)} -and $s.AutoUpgrade -and -not $s.AllowFallbackToUdp) { 'applied' } else { 'drifted' }`,
    "})",
    `$r['doh-policy'] = RegState ${psKey(DNS_CLIENT_POLICY_KEY)} 'DoHPolicy' ${DOH_POLICY_REQUIRE}`,
    `$r['interface-dns'] = Combine @(${psList(options.interfaces)} | ForEach-Object {`,
    "  $name = $_",
    `  $four = (@((Get-DnsClientServerAddress -InterfaceAlias $name -AddressFamily IPv4).ServerAddresses) -join ',') -eq ${quote(v4.join(","))}`,
    `  $six = (@((Get-DnsClientServerAddress -InterfaceAlias $name -AddressFamily IPv6).ServerAddresses) -join ',') -eq ${quote(v6.join(","))}`,
    "  if ($four -and $six) { 'applied' } else { 'drifted' }",
    "})",
  ];
  for (const [item, key] of Object.entries(CHROMIUM_POLICY_KEYS))
    lines.push(
      `$r[${quote(item)}] = Combine @((RegState ${psKey(key)} 'DnsOverHttpsMode' ${quote(CHROMIUM_POLICIES.DnsOverHttpsMode)}), (RegState ${psKey(key)} 'BuiltInDnsClientEnabled' ${CHROMIUM_POLICIES.BuiltInDnsClientEnabled ? 1 : 0}))`,
    );
  lines.push(
    `$ff = ${quote(firefoxPoliciesPath(options))}`,
    "$r['browser:firefox'] = if (-not (Test-Path -LiteralPath $ff)) { 'missing' } else {",
    "  try { $p = (Get-Content -Raw -LiteralPath $ff | ConvertFrom-Json).policies.DNSOverHTTPS } catch { $p = $null }",
    `  if ($p -and $p.Enabled -eq $${FIREFOX_DOH_POLICY.Enabled} -and $p.Locked -eq $${FIREFOX_DOH_POLICY.Locked} -and @($p.PSObject.Properties).Count -eq 2) { 'applied' } elseif ($p) { 'drifted' } else { 'missing' }`,
    "}",
    "$r | ConvertTo-Json -Compress",
  );
  return `${lines.join("\r\n")}\r\n`;
}

const itemState = z.enum(["applied", "missing", "drifted"]);
const observation = z.object(Object.fromEntries(WINDOWS_ITEMS.map((item) => [item, itemState])));

/** Parses the script's output; anything else is an error naming the first mismatch. */
export function parseWindowsObservation(stdout: string): Record<string, "applied" | "missing" | "drifted"> {
  let json: unknown;
  try {
    json = JSON.parse(stdout);
  } catch {
    throw new Error(`Windows observation is not JSON: "${stdout.slice(0, 80)}"`);
  }
  const parsed = observation.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Windows observation: /${issue?.path.join("/")}: ${issue?.message}`);
  }
  return parsed.data as Record<string, "applied" | "missing" | "drifted">;
}
