import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CompanionServer, startCompanionServer } from "../../test/companion-server.ts";
import { COMPANION_PROFILE } from "../../test/fixtures.ts";
import { CompanionClient, CompanionError } from "../companion/companion-client.ts";
import { LinuxAdapter } from "../linux/linux-adapter.ts";
import { FileCredentialStore } from "../store/credential-store.ts";
import { Agent } from "./agent.ts";
import { FileAgentMemoryStore } from "./agent-memory.ts";
import { MemoryDriftSink } from "./drift-log.ts";
import { TamperService } from "./tamper-service.ts";

const ORIGINAL_RESOLV_CONF = "nameserver 10.0.0.1\nsearch corp.example\n";
const DAY_MS = 24 * 60 * 60 * 1000;

let root: string;
let server: CompanionServer;
let drift: MemoryDriftSink;
let credentials: FileCredentialStore;
let memory: FileAgentMemoryStore;
let system: LinuxAdapter;
let agent: Agent;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "protect-desktop-agent-"));
  await mkdir(join(root, "etc"));
  await writeFile(join(root, "etc/resolv.conf"), ORIGINAL_RESOLV_CONF);
  server = await startCompanionServer(COMPANION_PROFILE);
  drift = new MemoryDriftSink();
  credentials = new FileCredentialStore(join(root, "var/lib/protect-desktop/token"));
  memory = new FileAgentMemoryStore(join(root, "var/lib/protect-desktop/state.json"));
  system = new LinuxAdapter({ root, resolver: "resolv-conf" });
  agent = new Agent({
    client: new CompanionClient({ baseUrl: server.url }),
    credentials,
    memory,
    system,
    drift,
    device: { name: "test-host", model: "Linux x64", osVersion: "Debian 12" },
  });
});

afterEach(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

const file = (path: string) => readFile(join(root, path), "utf8");
const allApplied = async () => Object.values(await system.observe((await memory.read()).profile));

describe("agent with the Linux adapter against the companion routes", () => {
  it("pairs with a code, stores the mgc_ token 0600, registers, fetches the profile and applies everything", async () => {
    const result = await agent.pair(server.createCode());
    expect(result.error).toBeNull();
    expect(result.decision.phase).toBe("protecting");
    expect(result.executed.map((a) => a.type)).toEqual(["register", "fetch-profile", "apply", "mark-enforced"]);
    const token = await credentials.read();
    expect(token).toMatch(/^mgc_/);
    expect((await stat(join(root, "var/lib/protect-desktop/token"))).mode & 0o777).toBe(0o600);
    expect((await stat(join(root, "var/lib/protect-desktop/state.json"))).mode & 0o777).toBe(0o600);
    expect(await allApplied()).toEqual(Array(6).fill("applied"));
    expect(JSON.parse(await file("etc/chromium/policies/managed/protect-desktop.json"))).toEqual({
      DnsOverHttpsMode: "off",
      BuiltInDnsClientEnabled: false,
    });
    expect(JSON.parse(await file("etc/firefox/policies/policies.json"))).toEqual({
      policies: { DNSOverHTTPS: { Enabled: false, Locked: true } },
    });
    expect(await file("etc/resolv.conf")).toBe(
      "# Written by protect-desktop: DNS goes to protect-dns. Changes are reverted.\nnameserver 192.0.2.53\n",
    );
    expect((await stat(join(root, "etc/chromium/policies/managed/protect-desktop.json"))).mode & 0o777).toBe(0o644);
    const [deviceId, device] = [...server.state.devices][0]!;
    expect(device).toMatchObject({ name: "test-host", model: "Linux x64", releaseAt: null });
    expect((await memory.read()).deviceId).toBe(deviceId);
    expect((await memory.read()).installationId).toBe(device!.installationId);
    expect(drift.reports).toEqual([]);
  });

  it("a wrong pairing code is refused and nothing is stored", async () => {
    await expect(agent.pair("000000")).rejects.toMatchObject({
      code: "rejected",
      status: 400,
      serverCode: "invalid_code",
    });
    await expect(agent.pair("12345")).rejects.toThrow(/expected 6 digits/);
    expect(await credentials.read()).toBeNull();
    expect((await agent.tick()).decision.phase).toBe("unpaired");
    expect(await allApplied()).toEqual(Array(6).fill("missing"));
  });

  it("a pairing code works once", async () => {
    const code = server.createCode();
    await agent.pair(code);
    await expect(new CompanionClient({ baseUrl: server.url }).redeem(code)).rejects.toBeInstanceOf(CompanionError);
  });

  it("repairs drift and reports exactly the drifted items", async () => {
    await agent.pair(server.createCode());
    await rm(join(root, "etc/opt/chrome/policies/managed/protect-desktop.json"));
    await writeFile(join(root, "etc/firefox/policies/policies.json"), '{"policies":{"DNSOverHTTPS":{"Enabled":true}}}');
    await writeFile(join(root, "etc/resolv.conf"), "nameserver 1.1.1.1\n");
    // A second managed file that would turn DoH back on in Chromium.
    await writeFile(
      join(root, "etc/chromium/policies/managed/zz.json"),
      '{"DnsOverHttpsMode":"secure","HomepageLocation":"x"}',
    );
    const result = await agent.tick();
    expect(result.error).toBeNull();
    expect(drift.reports.map((r) => r.items)).toEqual([
      ["browser:chrome", "browser:chromium", "browser:firefox", "resolver"],
    ]);
    // protect-server hears that a repair happened (one report per repairing round), not what.
    expect([...server.state.tamperReports.values()]).toEqual([1]);
    expect(await allApplied()).toEqual(Array(6).fill("applied"));
    expect(JSON.parse(await file("etc/chromium/policies/managed/zz.json"))).toEqual({ HomepageLocation: "x" });
  });

  it("keeps protecting from what it knows when protect-server is unreachable or the token is deleted", async () => {
    await agent.pair(server.createCode());
    await server.close();
    await rm(join(root, "etc/chromium/policies/managed/protect-desktop.json"));
    let result = await agent.tick();
    expect(result.server).toBeNull();
    expect(result.decision.phase).toBe("protecting");
    expect(await allApplied()).toEqual(Array(6).fill("applied"));
    await credentials.clear();
    await writeFile(join(root, "etc/resolv.conf"), "nameserver 1.1.1.1\n");
    result = await agent.tick();
    expect(result.decision.phase).toBe("relink");
    expect(result.decision.uninstallAllowed).toBe(false);
    expect(await allApplied()).toEqual(Array(6).fill("applied"));
    expect(drift.reports.map((r) => r.items)).toEqual([["browser:chromium"], ["resolver"]]);
  });

  it("a refused token is forgotten, protection stays, and pairing again picks up", async () => {
    await agent.pair(server.createCode());
    server.state.tokens.clear();
    let result = await agent.tick();
    expect(result.decision.phase).toBe("relink");
    expect(await credentials.read()).toBeNull();
    expect(await allApplied()).toEqual(Array(6).fill("applied"));
    result = await agent.pair(server.createCode());
    expect(result.decision.phase).toBe("protecting");
    expect((await memory.read()).enforced).toBe(true);
  });

  it("release: protection stays through the 24-hour cooldown, then everything is removed and resolv.conf restored", async () => {
    await agent.pair(server.createCode());
    const { releaseAt } = await agent.requestRelease();
    expect(releaseAt).toBe("2026-11-24T10:00:00.000Z");
    let result = await agent.tick();
    expect(result.decision).toMatchObject({ phase: "cooldown", uninstallAllowed: false });
    expect((await memory.read()).releaseAt).toBe(releaseAt);

    // Tampering during the cooldown is still repaired.
    await rm(join(root, "etc/brave/policies/managed/protect-desktop.json"));
    server.state.now = new Date(server.state.now.getTime() + DAY_MS - 1000);
    result = await agent.tick();
    expect(result.decision.phase).toBe("cooldown");
    expect(await allApplied()).toEqual(Array(6).fill("applied"));

    server.state.now = new Date(server.state.now.getTime() + 1000);
    result = await agent.tick();
    expect(result.error).toBeNull();
    expect(result.executed.map((a) => a.type)).toEqual(["remove", "end-enforcement", "forget-pairing"]);
    expect(result.decision).toMatchObject({ phase: "released", uninstallAllowed: true });
    expect(await allApplied()).toEqual(Array(6).fill("missing"));
    expect(await file("etc/resolv.conf")).toBe(ORIGINAL_RESOLV_CONF);
    await expect(file("etc/firefox/policies/policies.json")).rejects.toThrow(/ENOENT/);
    expect(await credentials.read()).toBeNull();
    expect(await memory.read()).toMatchObject({
      deviceId: null,
      profile: null,
      enforced: false,
      releaseAt: null,
      released: true,
    });
    // The data folder is also where resolv.conf was kept: the backup goes, the service's state stays.
    expect((await readdir(join(root, "var/lib/protect-desktop"))).sort()).toEqual(["state.json"]);

    // Later ticks (the service keeps running until uninstalled) still say released, not unpaired.
    expect((await agent.tick()).decision).toMatchObject({ phase: "released", uninstallAllowed: true, actions: [] });

    // Pairing again is a new start: protection comes back and the release is forgotten.
    expect((await agent.pair(server.createCode())).decision.phase).toBe("protecting");
    expect((await memory.read()).released).toBe(false);
  });

  it("a release protect-server's job completed while the computer was off still ends protection", async () => {
    await agent.pair(server.createCode());
    await agent.requestRelease();
    server.state.now = new Date(server.state.now.getTime() + DAY_MS + 3_600_000);
    server.runReleaseJob(); // device gone, token revoked: 401 dated after the release time
    const result = await agent.tick();
    expect(result.executed.map((a) => a.type)).toEqual(["remove", "end-enforcement", "forget-pairing"]);
    expect(result.decision).toMatchObject({ phase: "released", uninstallAllowed: true });
    expect(await allApplied()).toEqual(Array(6).fill("missing"));
  });

  it("a token refused before the release time keeps protection (relink)", async () => {
    await agent.pair(server.createCode());
    await agent.requestRelease();
    server.state.now = new Date(server.state.now.getTime() + DAY_MS - 60_000);
    server.state.tokens.clear();
    const result = await agent.tick();
    expect(result.decision).toMatchObject({ phase: "relink", uninstallAllowed: false });
    expect(await allApplied()).toEqual(Array(6).fill("applied"));
  });

  it("a release cancelled on the phone keeps protection", async () => {
    await agent.pair(server.createCode());
    await agent.requestRelease();
    const [device] = server.state.devices.values();
    device!.releaseAt = null;
    server.state.now = new Date(server.state.now.getTime() + 2 * DAY_MS);
    let result = await agent.tick();
    expect(result.decision.phase).toBe("protecting");
    expect(await allApplied()).toEqual(Array(6).fill("applied"));
    expect(await agent.releaseAt()).toBeNull();
    // A token refused later, after the old release time, is not that release ending.
    server.state.tokens.clear();
    result = await agent.tick();
    expect(result.decision.phase).toBe("relink");
    expect(await allApplied()).toEqual(Array(6).fill("applied"));
  });

  it("cancelling from the computer reports protect-server's refusal of the companion token", async () => {
    await agent.pair(server.createCode());
    await agent.requestRelease();
    await expect(agent.cancelRelease()).rejects.toMatchObject({ code: "rejected", status: 403 });
    server.state.userRoutes = "served";
    await agent.cancelRelease();
    expect((await agent.tick()).decision.phase).toBe("protecting");
  });

  it("pauses repairs when the account's protection is off, and resumes when it is on again", async () => {
    await agent.pair(server.createCode());
    server.state.userRoutes = "served";
    server.state.protectionShouldBeActive = false;
    await rm(join(root, "etc/chromium/policies/managed/protect-desktop.json"));
    let result = await agent.tick();
    expect(result.decision).toMatchObject({ phase: "paused", uninstallAllowed: false });
    expect((await system.observe((await memory.read()).profile))["browser:chromium"]).toBe("missing");
    server.state.protectionShouldBeActive = true;
    result = await agent.tick();
    expect(result.decision.phase).toBe("protecting");
    expect(drift.reports.map((r) => r.items)).toEqual([["browser:chromium"]]);
  });

  it("a user route refusing the companion token (401) does not unpair: only the magic routes judge the token", async () => {
    await agent.pair(server.createCode());
    server.state.userRoutes = "unauthorized";
    const result = await agent.tick();
    expect(result.decision.phase).toBe("protecting");
    expect(result.server).toEqual({ shouldBeActive: true, release: { kind: "none" } });
    expect(await credentials.read()).toMatch(/^mgc_/);
  });

  it("registers again when the device disappeared from the account", async () => {
    await agent.pair(server.createCode());
    server.state.devices.clear();
    const before = (await memory.read()).installationId;
    const result = await agent.tick();
    expect(result.executed.map((a) => a.type)).toEqual(["register"]);
    expect(server.state.devices.size).toBe(1);
    const [deviceId, device] = [...server.state.devices][0]!;
    expect((await memory.read()).deviceId).toBe(deviceId);
    expect(device!.installationId).toBe(before);
  });

  it("a corrupted state file counts as enforced protection: nothing is removed and uninstall stays refused", async () => {
    await agent.pair(server.createCode());
    await writeFile(join(root, "var/lib/protect-desktop/state.json"), "{ not json");
    await credentials.clear();
    const result = await agent.tick();
    expect(result.decision).toMatchObject({ phase: "relink", uninstallAllowed: false });
    expect(result.executed.filter((a) => a.type === "remove")).toEqual([]);
  });

  it("a state file from before the release was remembered still reads, as not released", async () => {
    await agent.pair(server.createCode());
    const path = join(root, "var/lib/protect-desktop/state.json");
    const { released, ...older } = JSON.parse(await readFile(path, "utf8")) as Record<string, unknown>;
    expect(released).toBe(false);
    await writeFile(path, JSON.stringify(older));
    expect(await memory.read()).toMatchObject({ enforced: true, released: false });
    expect((await agent.tick()).decision.phase).toBe("protecting");
  });

  it("the tamper service repairs a change as soon as the file system reports it", async () => {
    await agent.pair(server.createCode());
    let firstTick!: () => void;
    const ticked = new Promise<void>((resolve) => {
      firstTick = resolve;
    });
    // An hour between ticks: only the file-system watch can bring the repair.
    const service = new TamperService(agent, system, { intervalMs: 3_600_000, onTick: () => firstTick() });
    service.start();
    try {
      await ticked; // the first tick has installed the watchers
      await rm(join(root, "etc/opt/edge/policies/managed/protect-desktop.json"));
      const reports = await drift.waitFor(1);
      expect(reports[0]?.items).toEqual(["browser:edge"]);
      expect(await file("etc/opt/edge/policies/managed/protect-desktop.json")).toContain('"DnsOverHttpsMode": "off"');

      // The whole folder goes (in one step, so the repair cannot race the deletion): the repair
      // makes it again, and the service watches the new folder.
      await rename(join(root, "etc/brave"), join(root, "brave-gone"));
      expect((await drift.waitFor(2))[1]?.items).toEqual(["browser:brave"]);
      await rm(join(root, "etc/brave/policies/managed/protect-desktop.json"));
      expect((await drift.waitFor(3))[2]?.items).toEqual(["browser:brave"]);
      expect(await file("etc/brave/policies/managed/protect-desktop.json")).toContain('"DnsOverHttpsMode": "off"');
    } finally {
      await service.stop();
    }
  });

  it("a tick still running when the service stops leaves no folder watched", async () => {
    await agent.pair(server.createCode());
    let ticks = 0;
    const service = new TamperService(agent, system, { intervalMs: 3_600_000, onTick: () => ticks++ });
    service.start(); // the first tick runs now
    await service.stop(); // … and finishes after this call started
    expect(ticks).toBe(1);
    expect(service.watching).toBe(0);
    // The first tick would have watched these folders: they exist.
    expect(system.watchPaths.length).toBeGreaterThan(0);
  });
});
