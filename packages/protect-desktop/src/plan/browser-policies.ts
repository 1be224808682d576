// The browser policies that switch off the browsers' own DNS (built-in client and DoH) so that the
// operating-system resolver, which points at protect-dns, answers every lookup (seed document 3, §1).

/** Chromium-family policies (Chrome, Edge, Brave, Chromium); the same names on Windows and Linux. */
export const CHROMIUM_POLICIES = { DnsOverHttpsMode: "off", BuiltInDnsClientEnabled: false } as const;

/** Firefox's `DNSOverHTTPS` policy: off and locked in the settings page. */
export const FIREFOX_DOH_POLICY = { Enabled: false, Locked: true } as const;

export type JsonObject = { [key: string]: unknown };

/**
 * Firefox reads one policies.json; other software may have written policies there too. The agent
 * sets its one policy and keeps the rest. A file that is not a JSON object (corrupt, or planted to
 * make the merge fail) is replaced.
 *
 * @example
 * mergeFirefoxPolicies('{"policies":{"DisableTelemetry":true}}');
 * // → {"policies":{"DisableTelemetry":true,"DNSOverHTTPS":{"Enabled":false,"Locked":true}}}
 */
export function mergeFirefoxPolicies(existing: string | null): string {
  const document = parseObject(existing);
  const policies = isObject(document.policies) ? document.policies : {};
  return `${JSON.stringify({ ...document, policies: { ...policies, DNSOverHTTPS: FIREFOX_DOH_POLICY } }, null, 2)}\n`;
}

/** policies.json without the agent's policy, or `null` when nothing else is left (delete the file). */
export function withoutFirefoxPolicy(existing: string | null): string | null {
  const document = parseObject(existing);
  const { DNSOverHTTPS: _ours, ...rest } = isObject(document.policies) ? document.policies : {};
  const { policies: _policies, ...others } = document;
  if (Object.keys(rest).length === 0 && Object.keys(others).length === 0) return null;
  return `${JSON.stringify({ ...others, policies: rest }, null, 2)}\n`;
}

/** Whether policies.json holds the agent's policy exactly. */
export function hasFirefoxPolicy(existing: string | null): boolean {
  const policies = parseObject(existing).policies;
  if (!isObject(policies) || !isObject(policies.DNSOverHTTPS)) return false;
  const doh = policies.DNSOverHTTPS;
  return (
    Object.keys(doh).length === 2 &&
    doh.Enabled === FIREFOX_DOH_POLICY.Enabled &&
    doh.Locked === FIREFOX_DOH_POLICY.Locked
  );
}

function parseObject(text: string | null): JsonObject {
  if (text === null) return {};
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : {};
  } catch {
    return {};
  }
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
