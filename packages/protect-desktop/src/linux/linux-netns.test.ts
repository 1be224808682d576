// The Linux adapter applied for real: the agent pairs against the companion routes, writes browser
// policies and the resolver setting into a root folder the test creates, and a network namespace
// the test creates runs protect-dns (the real package, as a process) on 127.0.0.1:53. Programs in
// the namespace see the root folder's files at their real /etc paths (bind mounts in a private
// mount namespace): getent resolves through protect-dns, and real Chromium reads the policies in
// chrome://policy and cannot open a blocked site.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, CHROMIUM_FLAGS, driveChromium } from "../../test/chromium.ts";
import { type CompanionServer, startCompanionServer } from "../../test/companion-server.ts";
import { DEVICE_TOKEN } from "../../test/fixtures.ts";
import { createNetns, type Netns } from "../../test/netns.ts";
import { waitForLine } from "../../test/processes.ts";
import { Agent } from "../agent/agent.ts";
import { MemoryAgentMemoryStore } from "../agent/agent-memory.ts";
import { MemoryDriftSink } from "../agent/drift-log.ts";
import { CompanionClient } from "../companion/companion-client.ts";
import { MemoryCredentialStore } from "../store/credential-store.ts";
import { LinuxAdapter } from "./linux-adapter.ts";

const SECRET = "protect-desktop-netns-test-secret-0123456789";
const PROTECT_DNS_BIN = new URL("../../../protect-dns/bin/protect-dns.mjs", import.meta.url).pathname;
const WORLD = new URL("../../test/netns-world.ts", import.meta.url).pathname;
const DAY_MS = 24 * 60 * 60 * 1000;

let root: string;
let netns: Netns;
let server: CompanionServer;
let agent: Agent;
let system: LinuxAdapter;
const stops: (() => Promise<void>)[] = [];

/** The root folder's files over the real paths, for programs started in the namespace. */
const binds = () => ({
  [join(root, "etc/resolv.conf")]: "/etc/resolv.conf",
  [join(root, "etc/chromium")]: "/etc/chromium",
});

function requireChromium(): string {
  try {
    return execFileSync("sh", ["-c", "command -v chromium"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error('"chromium" is not installed: apt-get install chromium (.ci/run does on a fresh machine)');
  }
}

async function startInNetns(argv: string[], ready: RegExp, env: Record<string, string> = {}) {
  const child = netns.spawn(
    binds(),
    ["env", ...Object.entries(env).map(([k, v]) => `${k}=${v}`), ...argv],
    ["ignore", "pipe", "pipe"],
  );
  stops.push(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  });
  return { child, line: waitForLine(child, ready) };
}

async function withChromium<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const profile = await mkdtemp(join(tmpdir(), "protect-desktop-chromium-"));
  const child = netns.spawn(
    binds(),
    [requireChromium(), ...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, "about:blank"],
    ["ignore", "ignore", "ignore", "pipe", "pipe"],
  );
  const browser = driveChromium(child);
  try {
    return await use(browser);
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "protect-desktop-root-"));
  await mkdir(join(root, "etc/chromium"), { recursive: true });
  await copyFile("/etc/chromium/master_preferences", join(root, "etc/chromium/master_preferences")).catch(
    () => undefined,
  );
  await writeFile(join(root, "etc/resolv.conf"), "nameserver 192.0.2.1\n");
  netns = createNetns();
  stops.push(async () => netns.remove());

  const world = await startInNetns(
    [
      process.execPath,
      WORLD,
      JSON.stringify({
        token: DEVICE_TOKEN,
        secret: SECRET,
        curated: ["casino.example"],
        customDomains: ["mybookie.example"],
      }),
    ],
    /world ready/,
  );
  await world.line;
  const dataDir = join(root, "protect-dns-data");
  const dns = await startInNetns([process.execPath, PROTECT_DNS_BIN, "--data-dir", dataDir], /listening: dns/, {
    NODE_ENV: "test",
    PROTECT_SERVER_URL: "http://127.0.0.1:8420",
    HANDSHAKE_SECRET: SECRET,
    DNS_HOST: "127.0.0.1",
    DNS_PORT: "53",
    DNS_TOKEN: DEVICE_TOKEN,
    DOH_ENABLED: "false",
    DOT_ENABLED: "false",
    UPSTREAMS: "udp://127.0.0.2:53",
    LOG_LEVEL: "warn",
  });
  await dns.line;
  await waitForLine(world.child, /resolver ready/);

  server = await startCompanionServer({
    dohUrl: `https://dns.example.org/dns-query/${DEVICE_TOKEN}`,
    dotHost: `${DEVICE_TOKEN}.dot.example.org`,
    serverAddresses: ["127.0.0.1"],
  });
  stops.push(() => server.close());
  system = new LinuxAdapter({ root, resolver: "resolv-conf" });
  agent = new Agent({
    client: new CompanionClient({ baseUrl: server.url }),
    credentials: new MemoryCredentialStore(),
    memory: new MemoryAgentMemoryStore(),
    system,
    drift: new MemoryDriftSink(),
    device: { name: "netns-host", model: "Linux x64", osVersion: "Debian 12" },
  });
});

afterAll(async () => {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  await rm(root, { recursive: true, force: true });
});

const lookup = (name: string) => netns.run(binds(), ["getent", "ahostsv4", name]);

describe("Linux adapter in a network namespace with protect-dns and Chromium", () => {
  it("before pairing the namespace's resolver is not protect-dns", () => {
    expect(lookup("allowed.example").status).not.toBe(0);
  });

  it("after pairing, lookups go through protect-dns: allowed names resolve, blocked and own domains do not", async () => {
    const result = await agent.pair(server.createCode());
    expect(result.error).toBeNull();
    expect(result.decision.phase).toBe("protecting");
    expect(await readFile(join(root, "etc/resolv.conf"), "utf8")).toContain("nameserver 127.0.0.1\n");
    const allowed = lookup("allowed.example");
    expect(allowed).toMatchObject({ status: 0 });
    expect(allowed.stdout).toMatch(/^127\.0\.0\.1\s/);
    expect(lookup("casino.example").status).toBe(2);
    expect(lookup("www.casino.example").status).toBe(2);
    expect(lookup("mybookie.example").status).toBe(2);
  });

  it("Chromium reads the managed policies and cannot open a blocked site", async () => {
    await withChromium(async (browser) => {
      const policies = await browser.policyPageText();
      expect(policies).toMatch(/DnsOverHttpsMode off Platform Machine Mandatory OK/);
      expect(policies).toMatch(/BuiltInDnsClientEnabled false Platform Machine Mandatory OK/);
      expect(await browser.load("http://allowed.example/")).toEqual({ text: "site allowed.example", errorText: null });
      expect(await browser.load("http://casino.example/")).toEqual({
        text: null,
        errorText: "net::ERR_NAME_NOT_RESOLVED",
      });
    });
  });

  it("after the release cooldown the policies and the resolver setting are gone", async () => {
    await agent.requestRelease();
    server.state.now = new Date(server.state.now.getTime() + DAY_MS);
    const result = await agent.tick();
    expect(result.decision).toMatchObject({ phase: "released", uninstallAllowed: true });
    expect(await readFile(join(root, "etc/resolv.conf"), "utf8")).toBe("nameserver 192.0.2.1\n");
    // The folder made for resolv.conf's backup goes with it (the service's data is elsewhere here).
    expect(existsSync(join(root, "var/lib/protect-desktop"))).toBe(false);
    expect(lookup("allowed.example").status).not.toBe(0);
    await withChromium(async (browser) => {
      const policies = await browser.policyPageText();
      expect(policies).not.toMatch(/DnsOverHttpsMode off/);
      expect(policies).toMatch(/DnsOverHttpsMode Not set\./);
    });
  });
});
