import { describe, expect, it } from "vitest";
import { GOLDEN_PROFILE } from "../../test/fixtures.ts";
import { hasFirefoxPolicy, mergeFirefoxPolicies, withoutFirefoxPolicy } from "../plan/browser-policies.ts";
import { resolverFile } from "./linux-plan.ts";

describe("Linux resolver setting", () => {
  it("systemd-resolved: DNS over TLS to every resolver address with the device's host name, no fallback", () => {
    expect(resolverFile(GOLDEN_PROFILE, "systemd-resolved")).toEqual({
      path: "etc/systemd/resolved.conf.d/protect-desktop.conf",
      content: [
        "# Written by protect-desktop: DNS goes to protect-dns over TLS. Changes are reverted.",
        "[Resolve]",
        `DNS=192.0.2.53#${GOLDEN_PROFILE.dotHost} 192.0.2.54#${GOLDEN_PROFILE.dotHost} 2001:db8::53#${GOLDEN_PROFILE.dotHost}`,
        "DNSOverTLS=yes",
        "Domains=~.",
        "FallbackDNS=",
        "",
      ].join("\n"),
    });
  });

  it("systemd-resolved needs the DoT host name", () => {
    expect(() => resolverFile({ ...GOLDEN_PROFILE, dotHost: null }, "systemd-resolved")).toThrow(/no DoT host name/);
  });

  it("resolv.conf: at most three nameservers (glibc reads no more), IPv4 first", () => {
    const { content } = resolverFile(
      { ...GOLDEN_PROFILE, addresses: ["2001:db8::1", "192.0.2.1", "192.0.2.2", "192.0.2.3"] },
      "resolv-conf",
    );
    expect(content.split("\n").filter((l) => l.startsWith("nameserver"))).toEqual([
      "nameserver 192.0.2.1",
      "nameserver 192.0.2.2",
      "nameserver 192.0.2.3",
    ]);
  });
});

describe("Firefox policies.json", () => {
  it("keeps other policies and top-level keys, and takes only its own out again", () => {
    const existing = '{"comment":"admin","policies":{"DisableTelemetry":true,"DNSOverHTTPS":{"Enabled":true}}}';
    const merged = mergeFirefoxPolicies(existing);
    expect(JSON.parse(merged)).toEqual({
      comment: "admin",
      policies: { DisableTelemetry: true, DNSOverHTTPS: { Enabled: false, Locked: true } },
    });
    expect(hasFirefoxPolicy(merged)).toBe(true);
    expect(JSON.parse(withoutFirefoxPolicy(merged)!)).toEqual({
      comment: "admin",
      policies: { DisableTelemetry: true },
    });
  });

  it("replaces a corrupt file, and leaves nothing when only its policy was there", () => {
    expect(JSON.parse(mergeFirefoxPolicies("{oops"))).toEqual({
      policies: { DNSOverHTTPS: { Enabled: false, Locked: true } },
    });
    expect(JSON.parse(mergeFirefoxPolicies("[1,2]"))).toEqual({
      policies: { DNSOverHTTPS: { Enabled: false, Locked: true } },
    });
    expect(withoutFirefoxPolicy(mergeFirefoxPolicies(null))).toBeNull();
  });

  it("a policy with an extra key or another value is not the agent's", () => {
    expect(hasFirefoxPolicy('{"policies":{"DNSOverHTTPS":{"Enabled":false,"Locked":true,"ProviderURL":"x"}}}')).toBe(
      false,
    );
    expect(hasFirefoxPolicy('{"policies":{"DNSOverHTTPS":{"Enabled":false,"Locked":false}}}')).toBe(false);
    expect(hasFirefoxPolicy(null)).toBe(false);
  });
});
