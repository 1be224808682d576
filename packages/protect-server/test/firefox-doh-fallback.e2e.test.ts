// The bypass list against Firefox (issue 28): firefox-esr (Debian package) with its own DNS over
// HTTPS in TRR mode 2 (network.trr.mode = 2: DoH first, the system resolver when DoH fails) and its
// default provider, mozilla.cloudflare-dns.com, in the profile's user.js. Its system resolver is the
// real protect-dns, filtering for an enrolled device with this server's lists. Firefox runs headless
// (driven over WebDriver BiDi, which Firefox speaks itself) in a mount namespace of its own, where /etc/resolv.conf names
// protect-dns through a wiretap on 127.0.29.53:53. A DoH server that answers everything stands in
// for the provider on 127.0.29.1:443; the web server there records the Host of every request.
// - Without the bypass list (and the DoH server's CA trusted by policy), Firefox resolves through
//   its DoH server and the curated gambling site loads: the control (the test can fail).
// - With the bypass list, the provider's name does not resolve, Firefox falls back to the system
//   resolver, the gambling site fails, an allowed site loads, and the DoH server is never contacted.
// Needs root (or CAP_SYS_ADMIN and CAP_NET_BIND_SERVICE) for the mount namespace and port 53; fails,
// never skips, without firefox-esr (.ci/run installs it).
import { once } from "node:events";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readBypassList } from "../src/features/blocklists/bypass-list.ts";
import { syncBypassList } from "../src/features/blocklists/service.ts";
import { startAddressUpstream } from "./dns-wire.ts";
import { Recorder, startDohServer, startWiretap } from "./doh-browser.ts";
import { launchFirefox } from "./firefox-bidi.ts";
import { createTestEnv, type TestEnv, testSecrets } from "./harness.ts";
import { requireProgram, stopChild } from "./processes.ts";
import { startProtectDns } from "./protect-dns-process.ts";
import { enroll, policy } from "./protection.ts";

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
  const resolvConf = join(dir, "resolv.conf");
  writeFileSync(resolvConf, `nameserver ${SYSTEM_RESOLVER}\noptions timeout:1 attempts:1\n`);
  const distribution = join(dir, "distribution");
  mkdirSync(distribution, { recursive: true });
  writeFileSync(
    join(distribution, "policies.json"),
    JSON.stringify({ policies: trustCa ? { Certificates: { Install: [trustCa] } } : {} }),
  );
  const browser = requireProgram("firefox-esr", ["/usr/bin/firefox-esr"]);
  const inner = join(dir, "firefox-inner.sh");
  writeFileSync(
    inner,
    [
      "#!/bin/sh",
      "set -e",
      `mount --bind ${resolvConf} /etc/resolv.conf`,
      "mkdir -p /usr/lib/firefox-esr/distribution",
      `mount --bind ${distribution} /usr/lib/firefox-esr/distribution`,
      `exec ${browser} "$@"`,
      "",
    ].join("\n"),
  );
  const outer = join(dir, "firefox.sh");
  writeFileSync(outer, `#!/bin/sh\nexec ${requireProgram("unshare")} --mount --propagation private ${inner} "$@"\n`);
  chmodSync(inner, 0o755);
  chmodSync(outer, 0o755);
  return outer;
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
    if (options.bypass) await syncBypassList(env.ctx, readBypassList(), []);
    const url = await env.app.listen({ host: "127.0.0.1", port: 0 });
    const owner = await env.signup();
    const device = await enroll(env, owner.headers, { name: "Laptop", platform: "windows" });
    const upstream = await startAddressUpstream(SITE_ADDRESS);
    cleanups.push(() => upstream.close());
    const dns = startProtectDns({
      DATA_DIR: join(dir, "protect-dns"),
      PROTECT_SERVER_URL: url,
      HANDSHAKE_SECRET: testSecrets.handshakeSecret,
      DNS_PORT: "0",
      DNS_TOKEN: device.dnsToken,
      DOH_PORT: "0",
      DOT_PORT: "0",
      UPSTREAMS: `udp://127.0.0.1:${upstream.port}`,
      THREADS: "0",
      LOG_LEVEL: "info",
    });
    cleanups.push(() => stopChild(dns.child));
    await dns.versionLoaded((await policy(env)).json().version);
    const wiretap = await startWiretap(SYSTEM_RESOLVER, await dns.port);
    cleanups.push(() => wiretap.close());
    const doh = await startDohServer(dir, { host: DOH_HOST, address: SITE_ADDRESS, answer: SITE_ADDRESS });
    cleanups.push(() => doh.close());
    const served = new Recorder<string>();
    const web: Server = createHttpServer((request, response) => {
      served.add((request.headers.host ?? "").replace(/:\d+$/, ""));
      response.end(`<html><body>${MARKER}</body></html>`);
    });
    web.listen(0, SITE_ADDRESS);
    await once(web, "listening");
    cleanups.push(() => new Promise((resolve) => web.close(resolve)));
    const port = (web.address() as { port: number }).port;
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
