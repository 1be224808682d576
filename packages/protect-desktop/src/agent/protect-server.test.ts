// Pairing and cooldown end to end against a real protect-server (its magic routes, PGlite, its
// release job), started by the test in a child process with a clock the test moves. The agent
// talks to it over HTTP only, as on a user's computer.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { waitForLine } from "../../test/processes.ts";
import { CompanionClient } from "../companion/companion-client.ts";
import { LinuxAdapter } from "../linux/linux-adapter.ts";
import { FileCredentialStore } from "../store/credential-store.ts";
import { Agent } from "./agent.ts";
import { FileAgentMemoryStore } from "./agent-memory.ts";
import { MemoryDriftSink } from "./drift-log.ts";

const LAUNCHER = new URL("../../test/protect-server-launcher.ts", import.meta.url).pathname;
const HOUR_MS = 3_600_000;

let dir: string;
let server: ChildProcess;
let url: string;

async function advance(ms: number): Promise<void> {
  const answer = waitForLine(server, /^now /);
  server.stdin!.write(`advance ${ms}\n`);
  await answer;
}

async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { "content-type": "application/json" } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A new account and a pairing code for it, as the phone app gets them. */
async function pairingCode(): Promise<{ code: string; session: string }> {
  const email = `desktop-${Math.random().toString(36).slice(2)}@example.test`;
  const signup = await api("/api/auth/signup", { method: "POST", body: { email, password: "correct horse battery" } });
  expect(signup.status).toBe(201);
  const session = String(signup.body.token);
  const created = await api("/api/magic/pair/create", { method: "POST", token: session });
  expect(created.status).toBe(201);
  return { code: String(created.body.code), session };
}

/** On PostgreSQL when TEST_DATABASE_URL is set (CI): a fresh database beside it, dropped afterwards. */
let database: { url: string; drop(): void } | null = null;

function freshDatabase(adminUrl: string): { url: string; drop(): void } {
  const name = `protect_desktop_e2e_${process.pid}_${Date.now()}`;
  const psql = (sql: string) => execFileSync("psql", [adminUrl, "-v", "ON_ERROR_STOP=1", "-q", "-c", sql]);
  psql(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "protect-desktop-server-"));
  if (process.env.TEST_DATABASE_URL) database = freshDatabase(process.env.TEST_DATABASE_URL);
  server = spawn(process.execPath, [LAUNCHER, join(dir, "server"), database?.url ?? ""], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  url = (await waitForLine(server, /^listening /)).slice("listening ".length).trim();
});

afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.stdin!.end();
    server.kill("SIGTERM");
    await exited;
  }
  database?.drop();
  await rm(dir, { recursive: true, force: true });
});

let root: string;
let agent: Agent;
let system: LinuxAdapter;
let credentials: FileCredentialStore;

beforeEach(async () => {
  root = await mkdtemp(join(dir, "root-"));
  await mkdir(join(root, "etc"));
  await writeFile(join(root, "etc/resolv.conf"), "nameserver 10.0.0.1\n");
  system = new LinuxAdapter({ root, resolver: "resolv-conf" });
  credentials = new FileCredentialStore(join(root, "var/lib/protect-desktop/token"));
  agent = new Agent({
    client: new CompanionClient({ baseUrl: url }),
    credentials,
    memory: new FileAgentMemoryStore(join(root, "var/lib/protect-desktop/state.json")),
    system,
    drift: new MemoryDriftSink(),
    device: { name: "e2e-host", model: "Linux x64", osVersion: "Debian 12" },
  });
});

const states = async () => Object.values(await system.observe(null));

describe("agent against a real protect-server", () => {
  it("pairs with a code from the account, registers, gets the DoH profile and applies it; the code works once", async () => {
    const { code, session } = await pairingCode();
    const result = await agent.pair(code);
    expect(result.error).toBeNull();
    expect(result.decision.phase).toBe("protecting");
    expect(await credentials.read()).toMatch(/^mgc_/);
    expect(await readFile(join(root, "etc/resolv.conf"), "utf8")).toContain("nameserver 127.0.0.1\n");
    const devices = await api("/api/magic/devices", { token: session });
    expect(devices.body.devices).toEqual([
      expect.objectContaining({ kind: "desktop", name: "e2e-host", releaseAt: null }),
    ]);
    await expect(new CompanionClient({ baseUrl: url }).redeem(code)).rejects.toMatchObject({
      code: "rejected",
      status: 400,
      serverCode: "invalid_code",
    });
  });

  it("of two computers redeeming one code at once, exactly one gets a token", async () => {
    const { code } = await pairingCode();
    const client = new CompanionClient({ baseUrl: url });
    const results = await Promise.allSettled([client.redeem(code), client.redeem(code)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("cancelling the release from the computer: protect-server accepts its token and nothing is removed", async () => {
    const { code } = await pairingCode();
    await agent.pair(code);
    await agent.requestRelease();
    expect((await agent.tick()).decision.phase).toBe("cooldown");
    await agent.cancelRelease();
    expect(await agent.releaseAt()).toBeNull();
    expect((await agent.tick()).decision).toMatchObject({ phase: "protecting", uninstallAllowed: false });
    await advance(25 * HOUR_MS);
    const result = await agent.tick();
    // The computer stays bound past the old release time, and the account's cooldown that
    // /api/magic/release started was called off with the release: protection is still wanted,
    // so the agent keeps protecting and the settings stay in place.
    expect(result.decision).toMatchObject({ phase: "protecting", uninstallAllowed: false });
    expect(await states()).not.toContain("missing");
  });

  it("release: protection stays through the 24-hour cooldown, then is removed and uninstalling is allowed", async () => {
    const { code } = await pairingCode();
    await agent.pair(code);
    const { releaseAt } = await agent.requestRelease();
    expect((await agent.tick()).server?.release).toEqual({ kind: "pending", releaseAt });
    let result = await agent.tick();
    expect(result.decision).toMatchObject({ phase: "cooldown", uninstallAllowed: false });
    expect(await agent.releaseAt()).toBe(releaseAt);

    await advance(24 * HOUR_MS - 5 * 60_000);
    await rm(join(root, "etc/chromium/policies/managed/protect-desktop.json"));
    result = await agent.tick();
    expect(result.decision.phase).toBe("cooldown");
    expect(await states()).not.toContain("missing");

    await advance(10 * 60_000);
    result = await agent.tick();
    expect(result.error).toBeNull();
    expect(result.executed.map((a) => a.type)).toEqual(["remove", "end-enforcement", "forget-pairing"]);
    expect(result.decision).toMatchObject({ phase: "released", uninstallAllowed: true });
    expect(await states()).toEqual(Array(6).fill("missing"));
    expect(await readFile(join(root, "etc/resolv.conf"), "utf8")).toBe("nameserver 10.0.0.1\n");
  });
});
