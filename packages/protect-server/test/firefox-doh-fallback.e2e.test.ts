import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { namespacedBrowser, startDohScene } from "./doh-browser.ts";
import { launchFirefox } from "./firefox-bidi.ts";
import { createTestEnv, type TestEnv } from "./harness.ts";
import { requireProgram } from "./processes.ts";

/** Where every name resolves upstream: the DoH stand-in and the web server listen here. */
const SITE_ADDRESS = "127.0.29.1";
/** The system resolver Firefox's namespace sees (other addresses than the Chromium test's: files run in parallel). */
const SYSTEM_RESOLVER = "127.0.29.53";
const DOH_HOST = "mozilla.cloudflare-dns.com";
const MARKER = "page-served-by-the-test";

/** Firefox's profile: TRR mode 2 with DOH_HOST, and nothing else that reaches out on its own. */
function writeProfile(dir: string): string {
  const profile = join(dir, "profile");
  mkdirSync(profile, { recursive: true });
  const prefs: Record<string, string | number | boolean> = {
    "network.trr.mode": 2,
    "network.trr.uri": `https://${DOH_HOST}/dns-query`,
    "network.trr.custom_uri": `https://${DOH_HOST}/dns-query`,
    // The stand-in answers loopback addresses, which TRR refuses by default.
    "network.trr.allow-rfc1918": true,
    "network.captive-portal-service.enabled": false,
    "network.connectivity-service.enabled": false,
    "network.dns.disablePrefetch": true,
    "network.prefetch-next": false,
    "browser.shell.checkDefaultBrowser": false,
    "browser.safebrowsing.malware.enabled": false,
    "browser.safebrowsing.phishing.enabled": false,
    "datareporting.policy.dataSubmissionEnabled": false,
    "toolkit.telemetry.enabled": false,
    "app.update.auto": false,
    "extensions.update.enabled": false,
  };
  writeFileSync(
    join(profile, "user.js"),
    Object.entries(prefs)
      .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});\n`)
      .join(""),
  );
  return profile;
}

/**
 * A shell wrapper that runs Firefox in its own mount namespace with our resolv.conf and, when
 * `trustCa` is given, a policies.json (in Firefox's distribution folder) that installs that CA.
 */
function namespacedFirefox(dir: string, trustCa: string | null): string {
  const distribution = join(dir, "distribution");
  mkdirSync(distribution, { recursive: true });
  writeFileSync(
    join(distribution, "policies.json"),
    JSON.stringify({ policies: trustCa ? { Certificates: { Install: [trustCa] } } : {} }),
  );
  return namespacedBrowser(dir, {
    name: "firefox",
    program: requireProgram("firefox-esr", ["/usr/bin/firefox-esr"]),
    resolver: SYSTEM_RESOLVER,
    binds: [{ source: distribution, target: "/usr/lib/firefox-esr/distribution" }],
  });
}

describe("Firefox with its own DoH (TRR mode 2) behind protect-dns (real firefox-esr, protect-dns, protect-server)", () => {
  let env: TestEnv;
  let dir: string;
  let cleanups: (() => Promise<unknown>)[];

  beforeEach(async () => {
    env = await createTestEnv("pglite");
    dir = mkdtempSync(join(tmpdir(), "firefox-doh-"));
    cleanups = [];
  });

  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await env.app.close();
    await env.database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The whole set-up; `bypass` copies the shipped bypass list into the database first. */
  async function start(options: { bypass: boolean }) {
    const { wiretap, doh, served, port } = await startDohScene(env, dir, cleanups, {
      bypass: options.bypass,
      siteAddress: SITE_ADDRESS,
      systemResolver: SYSTEM_RESOLVER,
      dohHost: DOH_HOST,
      marker: MARKER,
    });
    const firefox = namespacedFirefox(dir, options.bypass ? null : doh.caFile);
    const profile = writeProfile(dir);
    const browser = await launchFirefox(firefox, { profile, env: { HOME: dir } });
    cleanups.push(() => browser.close());
    const visit = (host: string) => browser.visit(`http://${host}:${port}/`);
    return { visit, wiretap, doh, served };
  }

  it("without the bypass list, Firefox's own DoH walks around the filter (the control)", async () => {
    const { visit, doh, served } = await start({ bypass: false });
    expect(await visit("www.bet365.com")).toContain(MARKER);
    expect(doh.asked.seen).toContain("www.bet365.com");
    expect(served.seen).toContain("www.bet365.com");
  });

  it("with the bypass list, the DoH host does not resolve and Firefox falls back to protect-dns, which filters", async () => {
    const { visit, wiretap, doh, served } = await start({ bypass: true });
    expect(await visit("www.bet365.com")).toContain("NS_ERROR_UNKNOWN_HOST");
    expect(await visit("allowed.example")).toContain(MARKER);
    // Firefox looked its DoH provider up through the system resolver and got NXDOMAIN.
    expect(wiretap.seen.seen).toContainEqual({ name: DOH_HOST, type: 1, rcode: "NXDOMAIN" });
    expect(wiretap.seen.seen.filter((seen) => seen.name === "www.bet365.com").map((seen) => seen.rcode)).toContain(
      "NXDOMAIN",
    );
    expect(wiretap.seen.seen).toContainEqual({ name: "allowed.example", type: 1, rcode: "NOERROR" });
    expect([...new Set(served.seen)]).toEqual(["allowed.example"]);
    // Firefox's other traffic (remote settings) reaches this address too: only its DoH host counts.
    expect(doh.hosts.seen).not.toContain(DOH_HOST);
    expect(doh.asked.seen).toEqual([]);
  });
});
