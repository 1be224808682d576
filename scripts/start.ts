// `npm start`: every server built so far, on its embedded default, with data under ./data.
// Ctrl-C (or SIGTERM) stops them all cleanly: each gets SIGTERM and is waited for.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { repoRoot } from "./tasks.ts";

interface ServerSpec {
  name: string;
  /** CLI entry of the package, run with this Node. */
  entry: string;
  args: string[];
  url: string;
  /** Runs once before the server starts, e.g. to initialise a demo project. */
  prepare?: () => void;
}

// The defaults are what the README promises; the variables let a test run a second instance.
const dataDir = process.env.HQ_DATA_DIR ?? join(repoRoot, "data");
const HUB_PORT = Number(process.env.HQ_HUB_PORT ?? 7420);
const PROTECT_PORT = Number(process.env.HQ_PROTECT_PORT ?? 8420);
const hubDemo = join(dataDir, "hub-demo");
const hubEntry = join(repoRoot, "packages/hub/src/cli/main.ts");

const servers: ServerSpec[] = [
  {
    name: "hub",
    entry: hubEntry,
    args: ["serve", "--host", "127.0.0.1", "--port", String(HUB_PORT), "--dir", hubDemo],
    url: `http://127.0.0.1:${HUB_PORT}`,
    prepare: () => {
      if (existsSync(join(hubDemo, ".hub"))) return;
      mkdirSync(hubDemo, { recursive: true });
      spawnSync(process.execPath, [hubEntry, "init", "--name", "demo", "--dir", hubDemo], { stdio: "inherit" });
    },
  },
  {
    name: "protect-server",
    entry: join(repoRoot, "packages/protect-server/src/cli/main.ts"),
    args: ["--host", "127.0.0.1", "--port", String(PROTECT_PORT), "--data-dir", join(dataDir, "protect")],
    url: `http://127.0.0.1:${PROTECT_PORT}`,
  },
];

const running = new Map<string, ChildProcess>();
let stopping = false;

function prefixLines(name: string, stream: NodeJS.ReadableStream, out: NodeJS.WritableStream): void {
  createInterface({ input: stream }).on("line", (line) => out.write(`[${name}] ${line}\n`));
}

function stopAll(exitCode: number): void {
  if (stopping) return;
  stopping = true;
  process.stderr.write("Stopping servers...\n");
  for (const child of running.values()) child.kill("SIGTERM");
  const force = setTimeout(() => {
    for (const child of running.values()) child.kill("SIGKILL");
  }, 10_000);
  force.unref();
  const wait = setInterval(() => {
    if (running.size > 0) return;
    clearInterval(wait);
    process.exit(exitCode);
  }, 50);
}

mkdirSync(dataDir, { recursive: true });
for (const server of servers) {
  if (!existsSync(server.entry)) continue;
  server.prepare?.();
  const child = spawn(process.execPath, [server.entry, ...server.args], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.set(server.name, child);
  prefixLines(server.name, child.stdout!, process.stdout);
  prefixLines(server.name, child.stderr!, process.stderr);
  child.on("exit", (code, signal) => {
    running.delete(server.name);
    if (!stopping) {
      process.stderr.write(`${server.name} exited unexpectedly (${signal ?? `code ${code}`})\n`);
      stopAll(1);
    }
  });
  process.stdout.write(`${server.name}: ${server.url}\n`);
}

if (running.size === 0) {
  process.stderr.write("No server is built yet.\n");
} else {
  process.stdout.write("Press Ctrl-C to stop.\n");
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => stopAll(0));
}
