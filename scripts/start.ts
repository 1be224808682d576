// `npm start`: every server built so far, on its embedded default, with data under ./data.
// Ctrl-C (or SIGTERM) stops them all cleanly: each gets SIGTERM and is waited for.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { repoRoot, runBin } from "./tasks.ts";

interface ServerSpec {
  name: string;
  /** CLI entry of the package, run with this Node. */
  entry: string;
  args: string[];
  url: string;
  /** Runs once before the server starts, e.g. to initialise a demo project or build its web pages. */
  prepare?: () => void | Promise<void>;
  env?: NodeJS.ProcessEnv;
}

// The defaults are what the README promises; the variables let a test run a second instance.
const dataDir = process.env.HQ_DATA_DIR ?? join(repoRoot, "data");
const HUB_PORT = Number(process.env.HQ_HUB_PORT ?? 7420);
const PROTECT_PORT = Number(process.env.HQ_PROTECT_PORT ?? 8420);
const hubDemo = join(dataDir, "hub-demo");
const hubEntry = join(repoRoot, "packages/hub/src/cli/main.ts");
// The admin console protect-server serves at /admin/: its Vite build (the variable: a test's own folder).
const adminPackage = join(repoRoot, "packages/protect-admin");
const adminOut = process.env.HQ_ADMIN_CONSOLE_OUT ?? join(adminPackage, "dist");

/** The newest modification time of a file or of any file under a folder. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Builds the admin console when its build is missing or older than its sources (a fresh clone, a pull). */
async function buildAdminConsole(): Promise<void> {
  const built = join(adminOut, "index.html");
  const sources = ["index.html", "vite.config.ts", "src"].map((name) => newest(join(adminPackage, name)));
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources)) return;
  process.stderr.write("Building the admin console (packages/protect-admin)...\n");
  const code = await runBin("vite", [
    "build",
    "--config",
    join(adminPackage, "vite.config.ts"),
    "--outDir",
    adminOut,
    "--emptyOutDir",
    "--logLevel",
    "warn",
  ]);
  if (code !== 0) throw new Error(`the admin console did not build (vite exited with ${code})`);
}

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
    prepare: buildAdminConsole,
    env: { ADMIN_CONSOLE_DIR: adminOut },
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

/**
 * Resolves once the server answers GET /health with 200, false if it exits first. Its URL is printed
 * only then: a URL on the screen is one that works.
 */
async function answering(url: string, child: ChildProcess): Promise<boolean> {
  while (child.exitCode === null && child.signalCode === null && !stopping) {
    const status = await fetch(`${url}/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

mkdirSync(dataDir, { recursive: true });
const starting: Promise<boolean>[] = [];
for (const server of servers) {
  if (!existsSync(server.entry)) continue;
  try {
    await server.prepare?.();
  } catch (error) {
    process.stderr.write(`${server.name}: ${(error as Error).message}\n`);
    stopAll(1);
    break;
  }
  const child = spawn(process.execPath, [server.entry, ...server.args], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...server.env },
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
  starting.push(
    answering(server.url, child).then((up) => {
      if (up) process.stdout.write(`${server.name}: ${server.url}\n`);
      return up;
    }),
  );
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => stopAll(0));
if (starting.length === 0) {
  process.stderr.write("No server is built yet.\n");
} else if ((await Promise.all(starting)).every(Boolean)) {
  process.stdout.write("Press Ctrl-C to stop.\n");
}
