import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PAGE_STEP_BOUND_MS } from "./console-browser.ts";
import { namespacedBrowser, startDohScene } from "./doh-browser.ts";
import { createTestEnv, type TestEnv } from "./harness.ts";
import { requireProgram } from "./processes.ts";

/** Where every name resolves upstream: the DoH stand-in and the web server listen here. */
const SITE_ADDRESS = "127.0.28.1";
/** The system resolver Chromium's namespace sees (port 53 is the only one resolv.conf can name). */
const SYSTEM_RESOLVER = "127.0.28.53";
const MARKER = "page-served-by-the-test";

/** A wrapper that starts Chromium in its own mount namespace with our resolv.conf and DoH policy. */
function namespacedChromium(dir: string): string {
  const policies = join(dir, "policies");
  mkdirSync(join(policies, "managed"), { recursive: true });
  writeFileSync(
    join(policies, "managed", "doh.json"),
    JSON.stringify({ DnsOverHttpsMode: "automatic", DnsOverHttpsTemplates: "https://dns.google/dns-query{?dns}" }),
  );
  return namespacedBrowser(dir, {
    name: "chromium",
    program: requireProgram("chromium", ["/usr/bin/chromium", "/usr/bin/chromium-browser"]),
    resolver: SYSTEM_RESOLVER,
    binds: [{ source: policies, target: "/etc/chromium/policies" }],
  });
}

/** The page's text, or the network error that stopped it. */
async function visit(browser: Browser, url: string): Promise<string> {
  const page = await browser.newPage();
  page.setDefaultTimeout(PAGE_STEP_BOUND_MS);
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
    const { wiretap, doh, port } = await startDohScene(env, dir, cleanups, {
      bypass: options.bypass,
      siteAddress: SITE_ADDRESS,
      systemResolver: SYSTEM_RESOLVER,
      dohHost: "dns.google",
      marker: MARKER,
    });
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
