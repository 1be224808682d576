// The bypass list against a real browser (issue 28): Chromium (Debian package) configured by policy
// for its own DNS over HTTPS in "automatic" mode (DnsOverHttpsMode, DnsOverHttpsTemplates with
// dns.google). Its system resolver is the real protect-dns, filtering for an enrolled device with
// the real protect-server's lists. Chromium runs in a mount namespace of its own, where
// /etc/resolv.conf names protect-dns (through a wiretap on 127.0.28.53:53 that records what it was
// asked) and /etc/chromium/policies holds the DoH policy. A DoH server that answers everything
// stands in for dns.google on 127.0.28.1:443.
// - Without the bypass list, Chromium's DoH probe reaches that server and the curated gambling site
//   loads: the browser's own resolver walks around the filter (the control: the test can fail).
// - With the bypass list, dns.google does not resolve, Chromium falls back to the system resolver,
//   and the same site does not load while an allowed site does.
// Needs root (or CAP_SYS_ADMIN and CAP_NET_BIND_SERVICE) for the mount namespace and port 53.
import { once } from "node:events";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readBypassList } from "../src/features/blocklists/bypass-list.ts";
import { syncBypassList } from "../src/features/blocklists/service.ts";
import { startAddressUpstream } from "./dns-wire.ts";
import { startDohServer, startWiretap } from "./doh-browser.ts";
import { createTestEnv, type TestEnv, testSecrets } from "./harness.ts";
import { requireProgram, stopChild } from "./processes.ts";
import { startProtectDns } from "./protect-dns-process.ts";
import { enroll, policy } from "./protection.ts";

/** Where every name resolves upstream: the DoH stand-in and the web server listen here. */
const SITE_ADDRESS = "127.0.28.1";
/** The system resolver Chromium's namespace sees (port 53 is the only one resolv.conf can name). */
const SYSTEM_RESOLVER = "127.0.28.53";
const MARKER = "page-served-by-the-test";

/** A shell wrapper that starts Chromium in its own mount namespace with our resolv.conf and policies. */
function namespacedChromium(dir: string): string {
  const resolvConf = join(dir, "resolv.conf");
  writeFileSync(resolvConf, `nameserver ${SYSTEM_RESOLVER}\noptions timeout:1 attempts:1\n`);
  const policies = join(dir, "policies");
  mkdirSync(join(policies, "managed"), { recursive: true });
  writeFileSync(
    join(policies, "managed", "doh.json"),
    JSON.stringify({ DnsOverHttpsMode: "automatic", DnsOverHttpsTemplates: "https://dns.google/dns-query{?dns}" }),
  );
  const browser = requireProgram("chromium", ["/usr/bin/chromium", "/usr/bin/chromium-browser"]);
  const inner = join(dir, "chromium-inner.sh");
  writeFileSync(
    inner,
    [
      "#!/bin/sh",
      "set -e",
      `mount --bind ${resolvConf} /etc/resolv.conf`,
      "mkdir -p /etc/chromium/policies",
      `mount --bind ${policies} /etc/chromium/policies`,
      `exec ${browser} "$@"`,
      "",
    ].join("\n"),
  );
  const outer = join(dir, "chromium.sh");
  writeFileSync(outer, `#!/bin/sh\nexec ${requireProgram("unshare")} --mount --propagation private ${inner} "$@"\n`);
  chmodSync(inner, 0o755);
  chmodSync(outer, 0o755);
  return outer;
}

/** The page's text, or the network error that stopped it. */
async function visit(browser: Browser, url: string): Promise<string> {
  const page = await browser.newPage();
  try {
    await page.goto(url);
    return await page.innerText("body");
  } catch (error) {
    return (error as Error).message.split("\n")[0] ?? "";
  } finally {
    await page.close();
  }
}

describe("Chromium with its own DoH behind protect-dns (real chromium, protect-dns, protect-server)", () => {
  let env: TestEnv;
  let dir: string;
  let cleanups: (() => Promise<unknown>)[];

  beforeEach(async () => {
    env = await createTestEnv("pglite");
    dir = mkdtempSync(join(tmpdir(), "chromium-doh-"));
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
    const doh = await startDohServer(dir, { host: "dns.google", address: SITE_ADDRESS, answer: SITE_ADDRESS });
    cleanups.push(() => doh.close());
    const web: Server = createHttpServer((_request, response) => response.end(`<html><body>${MARKER}</body></html>`));
    web.listen(0, SITE_ADDRESS);
    await once(web, "listening");
    cleanups.push(() => new Promise((resolve) => web.close(resolve)));
    const port = (web.address() as { port: number }).port;
    const browser = await chromium.launch({
      executablePath: namespacedChromium(dir),
      args: ["--no-sandbox", "--disable-gpu", "--ignore-certificate-errors"],
    });
    cleanups.push(() => browser.close());
    return { browser, wiretap, doh, site: (host: string) => `http://${host}:${port}/` };
  }

  it("without the bypass list, Chromium's own DoH walks around the filter (the control)", async () => {
    const { browser, doh, site } = await start({ bypass: false });
    // Chromium uses its DoH server once a probe succeeded: wait for each probe, then try.
    await doh.asked.waitFor(() => true);
    let text = await visit(browser, site("www.bet365.com"));
    for (let attempt = 0; attempt < 20 && !text.includes(MARKER); attempt++) {
      await doh.asked.next();
      text = await visit(browser, site("www.bet365.com"));
    }
    expect(text).toContain(MARKER);
    expect(doh.asked.seen).toContain("www.bet365.com");
  });

  it("with the bypass list, dns.google does not resolve and Chromium falls back to protect-dns, which filters", async () => {
    const { browser, wiretap, doh, site } = await start({ bypass: true });
    // Chromium looked its DoH server up through the system resolver and got NXDOMAIN.
    await wiretap.seen.waitFor((seen) => seen.name === "dns.google" && seen.type === 1 && seen.rcode === "NXDOMAIN");
    expect(await visit(browser, site("www.bet365.com"))).toContain("net::ERR_NAME_NOT_RESOLVED");
    expect(await visit(browser, site("allowed.example"))).toContain(MARKER);
    expect(wiretap.seen.seen.filter((seen) => seen.name === "www.bet365.com").map((seen) => seen.rcode)).toContain(
      "NXDOMAIN",
    );
    expect(wiretap.seen.seen).toContainEqual({ name: "allowed.example", type: 1, rcode: "NOERROR" });
    expect(doh.asked.seen).toEqual([]);
  });
});
