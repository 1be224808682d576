// Test support for end-to-end tests: real `hub` processes (init, serve, any command) in a
// temporary project, talking to a real server on loopback.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const HUB_BIN = fileURLToPath(new URL("../../../bin/hub.mjs", import.meta.url));

export interface HubResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface HubRunOptions {
  cwd: string;
  env?: Record<string, string>;
  /** Launches through `ip netns exec <ns>`. */
  netns?: string;
  /** The script to run instead of the checkout's bin (a built bundle's main.js). */
  entry?: string;
}

/** Spawns `hub <args>`; `started` resolves with the child so a test can act while it runs. */
export function spawnHub(args: string[], options: HubRunOptions): { child: ChildProcess; done: Promise<HubResult> } {
  const command = options.netns ? "ip" : process.execPath;
  const entry = options.entry ?? HUB_BIN;
  const argv = options.netns ? ["netns", "exec", options.netns, process.execPath, entry, ...args] : [entry, ...args];
  const child = spawn(command, argv, {
    cwd: options.cwd,
    // Discovery off unless a test turns it on: mDNS would leave loopback (tests in namespaces set it).
    env: { ...process.env, HUB_DISCOVERY_MS: "0", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const done = once(child, "close").then(([code]) => ({ code: code as number | null, stdout, stderr }));
  return { child, done };
}

export function runHub(args: string[], options: HubRunOptions): Promise<HubResult> {
  return spawnHub(args, options).done;
}

/** Resolves when the child's stderr (or stdout) contains the text (or matches the pattern). */
export function waitForOutput(child: ChildProcess, text: string | RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = "";
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (typeof text === "string" ? seen.includes(text) : text.test(seen)) {
        child.stdout!.off("data", onData);
        child.stderr!.off("data", onData);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("close", () => reject(new Error(`Process ended before printing "${text}": ${seen}`)));
  });
}

export interface TestProject {
  dir: string;
  run(args: string[], env?: Record<string, string>): Promise<HubResult>;
  remove(): Promise<void>;
}

/** `hub init` in a new temporary folder, with `arch` as the architect. */
export async function createProject(name: string): Promise<TestProject> {
  const dir = await mkdtemp(join(tmpdir(), `hub-e2e-${name}-`));
  const run = (args: string[], env?: Record<string, string>) => runHub(args, { cwd: dir, env });
  const init = await run(["init", "--name", name]);
  if (init.code !== 0) throw new Error(`hub init failed: ${init.stderr}`);
  const set = await run(["config", "set", "roles.architect.preferredAgent", "arch"]);
  if (set.code !== 0) throw new Error(`hub config set failed: ${set.stderr}`);
  return { dir, run, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** `hub serve` on a free loopback port; the URL is the first line it prints on stdout. */
export async function startServer(
  project: TestProject,
  extraArgs: string[] = [],
  netns?: string,
): Promise<RunningServer> {
  const host = netns ? "0.0.0.0" : "127.0.0.1";
  const { child } = spawnHub(["serve", "--host", host, "--port", "0", ...extraArgs], { cwd: project.dir, netns });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n").find((l) => l.startsWith("http"));
      if (line) resolve(line.trim());
    });
    child.once("close", (code) => reject(new Error(`hub serve exited with ${code}`)));
  });
  return {
    url,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "close");
    },
  };
}
