// The agent as the Windows installer ships it, built once for this file by the same script the
// Windows workflow runs (scripts/build-agent.ts): the CommonJS bundle, and the single executable
// made from its SEA blob and a copy of this Node binary. Both run from a temporary folder holding
// nothing of the source tree, so a file read beside the source fails here, not on Windows.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import packageJson from "../../package.json" with { type: "json" };
import { buildAgentExecutable, bundleAgent } from "../../scripts/build-agent.ts";
import { type CompanionServer, startCompanionServer } from "../../test/companion-server.ts";
import { COMPANION_PROFILE } from "../../test/fixtures.ts";
import { waitForLine } from "../../test/processes.ts";

const execFileAsync = promisify(execFile);

let dir: string;
let server: CompanionServer;
/** How each build is started: the bundle with this Node, the executable on its own. */
let builds: Record<"bundle" | "executable", string[]>;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function agent(build: keyof typeof builds, env: NodeJS.ProcessEnv, ...args: string[]): Promise<Run> {
  const [file, ...first] = builds[build];
  try {
    const { stdout, stderr } = await execFileAsync(file!, [...first, ...args], { env, cwd: dir });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as Run;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function agentEnv(name: string): Promise<NodeJS.ProcessEnv> {
  await mkdir(join(dir, name), { recursive: true });
  return {
    ...process.env,
    PROTECT_SERVER_URL: server.url,
    PROTECT_DESKTOP_DATA_DIR: join(dir, name, "data"),
    PROTECT_DESKTOP_CONTROL: join(dir, name, "control.sock"),
    PROTECT_DESKTOP_ROOT: join(dir, name, "root"),
    PROTECT_DESKTOP_RESOLVER: "resolv-conf",
    PROTECT_DESKTOP_DEVICE_NAME: `${name}-host`,
  };
}

async function startService(build: keyof typeof builds, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const [file, ...first] = builds[build];
  const service = spawn(file!, [...first, "service"], { env, cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
  await waitForLine(service, /serving/);
  return service;
}

function stop(service: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => service.once("exit", resolve));
  service.kill("SIGTERM");
  return exited;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "protect-desktop-bundle-"));
  server = await startCompanionServer(COMPANION_PROFILE);
  const bundle = await bundleAgent(join(dir, "build"));
  const executable = await buildAgentExecutable(bundle, join(dir, "build"));
  builds = { bundle: [process.execPath, bundle], executable: [executable] };
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the shipped agent (bundle and single executable)", () => {
  it("both print the package's version", async () => {
    const env = await agentEnv("version");
    expect(await agent("bundle", env, "--version")).toEqual({
      code: 0,
      stdout: `${packageJson.version}\n`,
      stderr: "",
    });
    expect(await agent("executable", env, "--version")).toEqual({
      code: 0,
      stdout: `${packageJson.version}\n`,
      stderr: "",
    });
  });

  it("the bundle serves: status against the companion stand-in, pairing, then a clean stop on SIGTERM", async () => {
    const env = await agentEnv("bundle-service");
    const service = await startService("bundle", env);
    expect(await agent("bundle", env, "status")).toMatchObject({ code: 0, stdout: "unpaired, uninstall allowed\n" });
    const paired = await agent("bundle", env, "pair", server.createCode(), "--json");
    expect(paired.code).toBe(0);
    expect(JSON.parse(paired.stdout)).toMatchObject({ phase: "protecting", uninstallAllowed: false });
    expect(await agent("executable", env, "status")).toMatchObject({ code: 0, stdout: "protecting\n" });
    expect(await agent("executable", env, "uninstall-check")).toMatchObject({ code: 1 });

    expect(await stop(service)).toBe(0);
    expect(existsSync(env.PROTECT_DESKTOP_CONTROL!)).toBe(false);
    const after = await agent("bundle", env, "status");
    expect(after.code).toBe(1);
    expect(after.stderr).toMatch(/^protect-desktop-agent: .*ENOENT/);
  });

  it("the single executable runs the service from the same blob and stops on SIGTERM", async () => {
    const env = await agentEnv("executable-service");
    const service = await startService("executable", env);
    expect(await agent("executable", env, "status", "--json")).toMatchObject({ code: 0 });
    expect(JSON.parse((await agent("bundle", env, "status", "--json")).stdout)).toEqual({
      phase: "unpaired",
      uninstallAllowed: true,
      releaseAt: null,
      error: null,
    });
    expect(await stop(service)).toBe(0);
  });

  it("a bad configuration stops the executable's service with exit 2 naming the field", async () => {
    const result = await agent("executable", { ...(await agentEnv("bad")), PROTECT_SERVER_URL: "ftp://x" }, "service");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("serverUrl: must be an http:// or https:// URL");
  });
});
