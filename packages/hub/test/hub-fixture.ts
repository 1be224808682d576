// Test fixture: a real project folder in the OS temp dir, a real Hub on it, optionally the real app
// listening on loopback. No mocks.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CliIo } from "../src/cli/cli-io.ts";
import { init } from "../src/cli/commands/init.ts";
import { type Hub, type OpenHubOptions, openHub } from "../src/core/hub.ts";
import { readTokenFile } from "../src/core/token.ts";
import { createHubApp, type HubApp } from "../src/server/app.ts";
import type { KeepaliveTimer } from "../src/server/event-stream.ts";

export function captureIo(
  cwd = process.cwd(),
  env: Record<string, string | undefined> = {},
): CliIo & {
  out: string[];
  err: string[];
} {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, stdout: (text) => out.push(text), stderr: (text) => err.push(text), cwd, env };
}

/** A fresh initialised project folder; remove it with the returned cleanup. */
export async function makeProject(name = "test"): Promise<{ projectDir: string; cleanup: () => Promise<void> }> {
  const projectDir = await mkdtemp(join(tmpdir(), "hub-test-"));
  await init({ name, dir: projectDir }, captureIo(projectDir));
  return { projectDir, cleanup: () => rm(projectDir, { recursive: true, force: true }) };
}

export interface TestHub {
  projectDir: string;
  hub: Hub;
  app: HubApp;
  token: string;
  /** Base URL when listening, else "". */
  url: string;
  close(): Promise<void>;
}

export async function startTestHub(
  options: {
    listen?: boolean;
    keepaliveMs?: number;
    keepaliveTimer?: KeepaliveTimer;
    hub?: OpenHubOptions;
    projectDir?: string;
  } = {},
): Promise<TestHub> {
  const project = options.projectDir
    ? { projectDir: options.projectDir, cleanup: async () => {} }
    : await makeProject();
  const hub = await openHub(project.projectDir, { watch: true, ...options.hub });
  const token = (await readTokenFile(project.projectDir))!;
  const app = await createHubApp({
    hub,
    token,
    name: "test",
    version: "0.0.0-test",
    keepaliveMs: options.keepaliveMs,
    keepaliveTimer: options.keepaliveTimer,
  });
  let url = "";
  if (options.listen) {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  }
  return {
    projectDir: project.projectDir,
    hub,
    app,
    token,
    url,
    async close() {
      await app.close();
      await hub.close();
      await project.cleanup();
    },
  };
}

/** Resolves when `predicate` holds, polling; rejects after `timeoutMs` with `what` in the message. */
export async function waitFor(predicate: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
