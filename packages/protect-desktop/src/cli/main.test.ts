import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CompanionServer, startCompanionServer } from "../../test/companion-server.ts";
import { COMPANION_PROFILE } from "../../test/fixtures.ts";
import { waitForLine } from "../../test/processes.ts";

const BIN = new URL("../../bin/protect-desktop-agent.mjs", import.meta.url).pathname;
const execFileAsync = promisify(execFile);

let dir: string;
let server: CompanionServer;
let service: ChildProcess;
let env: NodeJS.ProcessEnv;

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [BIN, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "protect-desktop-cli-"));
  server = await startCompanionServer(COMPANION_PROFILE);
  env = {
    ...process.env,
    PROTECT_SERVER_URL: server.url,
    PROTECT_DESKTOP_DATA_DIR: join(dir, "data"),
    PROTECT_DESKTOP_CONTROL: join(dir, "control.sock"),
    PROTECT_DESKTOP_ROOT: join(dir, "root"),
    PROTECT_DESKTOP_RESOLVER: "resolv-conf",
    PROTECT_DESKTOP_DEVICE_NAME: "cli-host",
  };
  service = spawn(process.execPath, [BIN, "service"], { env, stdio: ["ignore", "pipe", "pipe"] });
  await waitForLine(service, /serving/);
});

afterAll(async () => {
  if (service.exitCode === null) {
    const exited = new Promise((resolve) => service.once("exit", resolve));
    service.kill("SIGTERM");
    await exited;
  }
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe("protect-desktop-agent", () => {
  it("pairs through the running service, reports its status and refuses to uninstall while protecting", async () => {
    expect(await cli("uninstall-check")).toMatchObject({ code: 0 });
    const paired = await cli("pair", server.createCode(), "--json");
    expect(paired.code).toBe(0);
    expect(JSON.parse(paired.stdout)).toMatchObject({ phase: "protecting", uninstallAllowed: false });
    expect(await readFile(join(dir, "root/etc/resolv.conf"), "utf8")).toContain("nameserver 192.0.2.53");
    expect(await cli("status")).toMatchObject({ code: 0, stdout: "protecting\n" });
    const check = await cli("uninstall-check");
    expect(check.code).toBe(1);
    expect(check.stderr).toBe("protect-desktop-agent: Uninstalling is not allowed: protection is active\n");
    expect(await cli("release")).toMatchObject({
      code: 0,
      stdout: "cooldown (released at 2026-11-24T10:00:00.000Z)\n",
    });
  });

  it("after the release cooldown, status says released (uninstall allowed), not unpaired", async () => {
    server.state.now = new Date(server.state.now.getTime() + 24 * 60 * 60 * 1000);
    expect(await cli("status")).toMatchObject({ code: 0, stdout: "released, uninstall allowed\n" });
    expect(await cli("status")).toMatchObject({ code: 0, stdout: "released, uninstall allowed\n" });
    expect(await cli("uninstall-check")).toMatchObject({ code: 0 });
    expect(await readFile(join(dir, "root/etc/resolv.conf"), "utf8").catch(() => null)).toBeNull();
    // The folder made for resolv.conf's backup is gone with it; the service's data folder stays.
    expect(existsSync(join(dir, "root/var/lib/protect-desktop"))).toBe(false);
    expect(existsSync(join(dir, "data/state.json"))).toBe(true);
  });

  it("a wrong code exits 1 with the server's message", async () => {
    const result = await cli("pair", "12");
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('protect-desktop-agent: rejected: Invalid pairing code: expected 6 digits, got "12"\n');
  });

  it("a bad configuration stops the service with exit 2 naming the field", async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [BIN, "service"], {
        env: { ...env, PROTECT_SERVER_URL: "ftp://x", PROTECT_DESKTOP_INTERVAL_SECONDS: "1" },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let stderr = "";
      child.stderr.on("data", (chunk) => {
        stderr += chunk;
      });
      child.on("exit", (code) => resolve({ code, stderr }));
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("serverUrl: must be an http:// or https:// URL");
    expect(result.stderr).toContain("intervalSeconds:");
  });
});
