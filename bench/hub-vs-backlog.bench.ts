// The `hub` CLI against Backlog.md (npm `backlog.md`, a markdown task manager for agents) doing the
// same on the same number of tasks: cold start, creating a task and listing 1,000 tasks, each a new
// process per run as an agent or a shell uses them, interleaved so every case sees the same load.
// Both as their users install them: hub from its packed tarball (npm pack → npm install outside the
// repository), Backlog.md from the registry. Both keep markdown files; hub runs in local file mode
// (no server), as Backlog.md does, and also against a running `hub serve`. (The dashboard's first
// load: bench/hub-dashboard.bench.ts.)
// Run: node bench/hub-vs-backlog.bench.ts [runs=15]
// (packs and installs hub, installs backlog.md@BACKLOG_VERSION into bench/results/ once: needs the
// npm registry)
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openHub } from "../packages/hub/src/core/hub.ts";
import { packAndInstall } from "../scripts/packed-install.ts";

const RUNS = Number(process.argv[2] ?? 15);
const TASKS = 1_000;
const BACKLOG_VERSION = "1.52.0";
const installation = await packAndInstall(["packages/hub"]);
const HUB = installation.bin("hub");
const RESULTS = fileURLToPath(new URL("./results/", import.meta.url));
const BACKLOG_PREFIX = join(RESULTS, `backlog-md-${BACKLOG_VERSION}`);
const BACKLOG = join(BACKLOG_PREFIX, "node_modules", ".bin", "backlog");

function must(result: ReturnType<typeof spawnSync>, what: string): void {
  if (result.status !== 0) throw new Error(`${what} failed: ${String(result.stderr)}`);
}

if (!existsSync(BACKLOG)) {
  await mkdir(BACKLOG_PREFIX, { recursive: true });
  must(
    spawnSync("npm", ["install", "--prefix", BACKLOG_PREFIX, "--no-save", `backlog.md@${BACKLOG_VERSION}`], {
      encoding: "utf8",
    }),
    "npm install backlog.md",
  );
}

const hubDir = await mkdtemp(join(tmpdir(), "bench-hub-"));
const hubServerDir = await mkdtemp(join(tmpdir(), "bench-hub-server-"));
const backlogDir = await mkdtemp(join(tmpdir(), "bench-backlog-"));
const env = { ...process.env, HUB_DISCOVERY_MS: "0", NO_COLOR: "1" };

function hubSync(dir: string, args: string[]): string {
  const result = spawnSync(process.execPath, [HUB, ...args], { cwd: dir, encoding: "utf8", env });
  must(result, `hub ${args.join(" ")}`);
  return result.stdout;
}

/** Seeds TASKS tasks through the hub's own store (the files and index the CLI would write). */
async function seedHub(dir: string, count: number): Promise<void> {
  const hub = await openHub(dir, { watch: false });
  for (let i = 0; i < count; i++) await hub.createTask({ title: `Seeded task ${i}`, body: `Body of task ${i}` });
  await hub.close();
}

/** Seeds Backlog.md's task files in the format its own `task create` writes. */
async function seedBacklog(dir: string, count: number): Promise<void> {
  for (let i = 1; i <= count; i++) {
    const text = [
      "---",
      `id: TASK-${i}`,
      `title: Seeded task ${i}`,
      "status: To Do",
      "assignee: []",
      "created_date: '2026-11-23 12:00'",
      "labels: []",
      "dependencies: []",
      `ordinal: ${i * 1000}`,
      "---",
      "",
      `Body of task ${i}`,
      "",
    ].join("\n");
    await writeFile(join(dir, "backlog", "tasks", `task-${i} - Seeded-task-${i}.md`), text);
  }
}

function startServer(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [HUB, "serve", "--host", "127.0.0.1", "--port", "0", "--no-advertise"], {
    cwd: dir,
    env,
    stdio: ["ignore", "pipe", "ignore"],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.once("data", (chunk: Buffer) => resolve({ child, url: chunk.toString().trim() }));
    child.once("exit", (code) => reject(new Error(`hub serve exited with ${code}`)));
  });
}

function timeRun(command: string, args: string[], cwd: string): number {
  const start = performance.now();
  const result = spawnSync(command, args, { cwd, env, stdio: ["ignore", "ignore", "pipe"] });
  const elapsed = performance.now() - start;
  must(result, `${command} ${args.join(" ")}`);
  return elapsed;
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

hubSync(hubDir, ["init", "--name", "bench"]);
hubSync(hubServerDir, ["init", "--name", "bench-server"]);
must(
  spawnSync(
    BACKLOG,
    ["init", "bench", "--defaults", "--no-git", "--integration-mode", "none", "--check-branches", "false"],
    { cwd: backlogDir, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
  ),
  "backlog init",
);
await seedHub(hubDir, TASKS);
await seedHub(hubServerDir, TASKS);
await seedBacklog(backlogDir, TASKS);
const server = await startServer(hubServerDir);

type Case = { command: string; args: () => string[]; cwd: string };
let created = 0;
const cases: Record<string, Case> = {
  "node -e 0": { command: process.execPath, args: () => ["-e", "0"], cwd: hubDir },
  "hub --version": { command: process.execPath, args: () => [HUB, "--version"], cwd: hubDir },
  "backlog --version": { command: BACKLOG, args: () => ["--version"], cwd: backlogDir },
  "hub task create (local files)": {
    command: process.execPath,
    args: () => [HUB, "task", "create", `Bench task ${created++}`],
    cwd: hubDir,
  },
  "hub task create (server)": {
    command: process.execPath,
    args: () => [HUB, "task", "create", `Bench task ${created++}`],
    cwd: hubServerDir,
  },
  "backlog task create": {
    command: BACKLOG,
    args: () => ["task", "create", `Bench task ${created++}`, "--plain"],
    cwd: backlogDir,
  },
  [`hub task list, ${TASKS} tasks (local files)`]: {
    command: process.execPath,
    args: () => [HUB, "task", "list", "--limit", String(TASKS)],
    cwd: hubDir,
  },
  "hub task list, first page of 100 (local files)": {
    command: process.execPath,
    args: () => [HUB, "task", "list"],
    cwd: hubDir,
  },
  [`hub task list, ${TASKS} tasks (server)`]: {
    command: process.execPath,
    args: () => [HUB, "task", "list", "--limit", String(TASKS)],
    cwd: hubServerDir,
  },
  [`backlog task list, ${TASKS} tasks`]: {
    command: BACKLOG,
    args: () => ["task", "list", "--plain"],
    cwd: backlogDir,
  },
};

const samples: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
try {
  hubSync(hubServerDir, ["config", "set", "server.url", server.url]);
  for (let run = 0; run < RUNS; run++) {
    for (const [name, c] of Object.entries(cases)) samples[name]!.push(timeRun(c.command, c.args(), c.cwd));
  }
  const m = Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, median(values)]));
  const rows = [
    ["cold start (--version)", "hub --version", "backlog --version"],
    ["create one task", "hub task create (local files)", "backlog task create"],
    [`list ${TASKS} tasks`, `hub task list, ${TASKS} tasks (local files)`, `backlog task list, ${TASKS} tasks`],
  ];
  console.log(`medians of ${RUNS} interleaved runs; node -e 0 = ${m["node -e 0"]!.toFixed(1)} ms`);
  for (const [what, hub, backlog] of rows) {
    const ratio = m[hub!]! / m[backlog!]!;
    const target = what?.startsWith("list") ? `; target ≤ 0.25: ${ratio <= 0.25 ? "met" : "NOT met"}` : "";
    console.log(
      `${what}: hub ${m[hub!]!.toFixed(1)} ms, backlog.md ${m[backlog!]!.toFixed(1)} ms, hub/backlog = ${ratio.toFixed(2)}${target}`,
    );
  }
  const firstPage = m["hub task list, first page of 100 (local files)"]!;
  console.log(
    `hub task list's default first page (100 of ${TASKS}): ${firstPage.toFixed(1)} ms, ${(firstPage / m[`backlog task list, ${TASKS} tasks`]!).toFixed(2)} of backlog.md's full list`,
  );
  console.log(
    `against a running server: create ${m["hub task create (server)"]!.toFixed(1)} ms, list ${TASKS} ${m[`hub task list, ${TASKS} tasks (server)`]!.toFixed(1)} ms`,
  );
} finally {
  server.child.kill("SIGTERM");
  for (const dir of [hubDir, hubServerDir, backlogDir]) await rm(dir, { recursive: true, force: true });
  await installation.remove();
}
