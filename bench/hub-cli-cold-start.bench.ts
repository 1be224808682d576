// Cold start of the `hub` CLI as installed from its tarball (npm pack → npm install in a folder
// outside the repository): a new process per command, as an agent or a shell runs it, against the
// floor `node -e 0` measured in the same rounds. Each round runs every case once, in the same order,
// so every case sees the same machine load; the figure is the median over the rounds.
//
//   - local mode (no server; the command works on the .hub files), 1,000 tasks: every command an
//     agent uses, reads and writes. Target: ≤ 2.5x node -e 0.
//   - against a running `hub serve` on loopback (its address in .hub/server.json): target ≤ 2x.
//   - local mode at 10,000 tasks and 100,000 memory notes: task list / show, target ≤ 2.5x; memory
//     search is reported (the first search indexes the notes, in the warm-up). The warm-up's
//     filtered list starts the project's index watcher, as it would for a user; the filtered list
//     and the search run again with HUB_INDEX_WATCHER=false (every file compared) for comparison.
//   - the checkout's bin (TypeScript source through type stripping), for comparison.
//
//   - with BASELINE_HUB=<the bin of another installed hub>: that hub on the same projects, for a
//     before/after comparison in one run.
//
// Run: node bench/hub-cli-cold-start.bench.ts [runs=21] [notes=100000]
// (packs and installs: needs the npm registry; seeding 100,000 notes and their first index take a
// minute or two)
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { openHub } from "../packages/hub/src/core/hub.ts";
import { indexWatchFeed } from "../packages/hub/src/index-watch/feed.ts";
import { packAndInstall } from "../scripts/packed-install.ts";

const RUNS = Number(process.argv[2] ?? 21);
const NOTES = Number(process.argv[3] ?? 100_000);
const BIG_TASKS = 10_000;
const CHECKOUT = fileURLToPath(new URL("../packages/hub/bin/hub.mjs", import.meta.url));
const installation = await packAndInstall(["packages/hub"]);
const INSTALLED = installation.bin("hub");
const root = await mkdtemp(join(tmpdir(), "hub-cold-start-"));
const env = { ...process.env, HUB_DISCOVERY_MS: "0", NO_COLOR: "1" };

function hubSync(cwd: string, args: string[]): string {
  const result = spawnSync(process.execPath, [INSTALLED, ...args], { cwd, env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`hub ${args.join(" ")} failed: ${result.stderr}`);
  return result.stdout;
}

/** A project with tasks, messages, notes, decisions, handoffs and asks, through the hub's own core. */
async function seedProject(name: string, tasks: number): Promise<string> {
  const dir = join(root, name);
  await mkdir(dir);
  hubSync(dir, ["init", "--name", name]);
  const hub = await openHub(dir);
  const batch = async (count: number, make: (n: number) => Promise<unknown>) => {
    for (let start = 0; start < count; start += 64) {
      await Promise.all(Array.from({ length: Math.min(64, count - start) }, (_, k) => make(start + k)));
    }
  };
  await batch(tasks, (n) => hub.createTask({ title: `Seeded task ${n}`, body: `Body of task ${n}`, role: "dev" }));
  await batch(50, (n) => hub.sendMessage({ from: "arch", to: "dev", text: `Message ${n}` }));
  await batch(200, (n) => hub.addMemory({ title: `Note ${n}`, body: `Deploy notes ${n}: restart the worker` }));
  await batch(20, (n) => hub.createDecision({ title: `Decision ${n}` }));
  await batch(20, (n) => hub.createHandoff({ title: `Handoff ${n}`, from: "dev", to: "qa" }));
  await batch(5, (n) => hub.createAsk({ question: `Question ${n}?`, from: "dev" }));
  await hub.close();
  return dir;
}

/** Task and note files written as a person or a script would (the index is built by the warm-up). */
async function addFiles(dir: string, folder: string, prefix: string, count: number, text: (n: number) => string) {
  for (let start = 1; start <= count; start += 500) {
    await Promise.all(
      Array.from({ length: Math.min(500, count - start + 1) }, (_, k) => {
        const id = `${prefix}-${String(start + k).padStart(4, "0")}`;
        return writeFile(join(dir, ".hub", folder, `${id}.md`), text(start + k));
      }),
    );
  }
}

function startServer(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [INSTALLED, "serve", "--host", "127.0.0.1", "--port", "0", "--no-advertise"], {
    cwd: dir,
    env,
    stdio: ["ignore", "pipe", "ignore"],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.once("data", (chunk: Buffer) => resolve({ child, url: chunk.toString().trim() }));
    child.once("exit", (code) => reject(new Error(`hub serve exited with ${code}`)));
  });
}

function timeRun(args: string[], cwd: string, extraEnv: Record<string, string> = {}): number {
  const start = performance.now();
  const result = spawnSync(process.execPath, args, {
    cwd,
    env: { ...env, ...extraEnv },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const elapsed = performance.now() - start;
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed: ${result.stderr}`);
  return elapsed;
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

type Group =
  | "local, 1,000 tasks"
  | "server, 1,000 tasks"
  | "local, 10,000 tasks + notes"
  | "checkout"
  | "baseline (BASELINE_HUB)";
interface Case {
  group: Group;
  name: string;
  cwd: string;
  args: () => string[];
  /** Bound on the ratio to node -e 0; undefined: reported. */
  bound?: number;
  /** A durable write: also reported against the bare durable write (DURABLE_FLOOR). */
  writes?: boolean;
  /** Environment of this case's runs, beside the bench's own. */
  env?: Record<string, string>;
}

// The floor of a writing command: a node process that does the same durable create as the hub
// (temporary file, fdatasync, link, folder fsync) with built-ins only, no hub code.
const DURABLE_FLOOR = `const fs = process.getBuiltinModule("node:fs"), [folder, name] = process.argv.slice(1);
const temp = folder + "/." + name + ".tmp", fd = fs.openSync(temp, "wx");
fs.writeSync(fd, "---\\nid: " + name + "\\ntitle: Bare durable create\\nstatus: todo\\n---\\n"); fs.fdatasyncSync(fd); fs.closeSync(fd);
fs.linkSync(temp, folder + "/" + name + ".md"); fs.unlinkSync(temp);
const dir = fs.openSync(folder, "r"); fs.fsyncSync(dir); fs.closeSync(dir);`;

let counter = 0;
const next = () => ++counter;
const local = await seedProject("local-1k", 1_000);
const served = await seedProject("server-1k", 1_000);
const big = await seedProject("local-10k", 0);
await addFiles(
  big,
  "tasks",
  "TSK",
  BIG_TASKS,
  (n) => `---\nid: TSK-${String(n).padStart(4, "0")}\ntitle: Task ${n}\nstatus: todo\nrole: dev\n---\n\nBody ${n}\n`,
);
await addFiles(
  big,
  "memory",
  "MEM",
  NOTES,
  (n) =>
    `---\ntitle: Note ${n}\ntags: [ops]\n---\n\nDeploy notes ${n}: restart the worker, then check queue ${n % 97}\n`,
);
await mkdir(join(local, "bench-floor"));
const server = await startServer(served);

const installed =
  (...args: string[]) =>
  () => [INSTALLED, ...args];
const cases: Case[] = [
  { group: "local, 1,000 tasks", name: "node -e 0", cwd: local, args: () => ["-e", "0"] },
  { group: "local, 1,000 tasks", name: "hub --version", cwd: local, args: installed("--version"), bound: 2.5 },
  {
    group: "local, 1,000 tasks",
    name: "task show",
    cwd: local,
    args: installed("task", "show", "TSK-0500"),
    bound: 2.5,
  },
  {
    group: "local, 1,000 tasks",
    name: "task list (a page of 100)",
    cwd: local,
    args: installed("task", "list"),
    bound: 2.5,
  },
  {
    group: "local, 1,000 tasks",
    name: "task list --limit 1000",
    cwd: local,
    args: installed("task", "list", "--limit", "1000"),
    bound: 2.5,
  },
  {
    group: "local, 1,000 tasks",
    name: "task list --status todo --role dev",
    cwd: local,
    args: installed("task", "list", "--status", "todo", "--role", "dev"),
    bound: 2.5,
  },
  { group: "local, 1,000 tasks", name: "ready", cwd: local, args: installed("ready"), bound: 2.5 },
  {
    group: "local, 1,000 tasks",
    name: "task create",
    cwd: local,
    args: () => [INSTALLED, "task", "create", `Bench task ${next()}`],
    bound: 2.5,
    writes: true,
  },
  {
    group: "local, 1,000 tasks",
    name: "task update --status",
    cwd: local,
    args: () => [INSTALLED, "task", "update", "TSK-0002", "--status", next() % 2 ? "in_progress" : "todo"],
    bound: 2.5,
    writes: true,
  },
  {
    group: "local, 1,000 tasks",
    name: "task search",
    cwd: local,
    args: installed("task", "search", "seeded"),
    bound: 2.5,
  },
  {
    group: "local, 1,000 tasks",
    name: "log",
    cwd: local,
    args: () => [INSTALLED, "log", "TSK-0003", `line ${next()}`, "--agent", "dev"],
    bound: 2.5,
  },
  { group: "local, 1,000 tasks", name: "inbox", cwd: local, args: installed("inbox", "--agent", "dev"), bound: 2.5 },
  {
    group: "local, 1,000 tasks",
    name: "message",
    cwd: local,
    args: () => [INSTALLED, "message", "dev", `bench ${next()}`, "--from", "arch"],
    bound: 2.5,
    writes: true,
  },
  {
    group: "local, 1,000 tasks",
    name: "memory add",
    cwd: local,
    args: () => [INSTALLED, "memory", "add", `Bench note ${next()}`],
    bound: 2.5,
    writes: true,
  },
  {
    group: "local, 1,000 tasks",
    name: "node: the same durable create, bare",
    cwd: local,
    args: () => ["-e", DURABLE_FLOOR, join(local, "bench-floor"), `FLOOR-${next()}`],
  },
  {
    group: "local, 1,000 tasks",
    name: "memory search",
    cwd: local,
    args: installed("memory", "search", "deploy"),
    bound: 2.5,
  },
  { group: "local, 1,000 tasks", name: "decision list", cwd: local, args: installed("decision", "list"), bound: 2.5 },
  { group: "local, 1,000 tasks", name: "handoff list", cwd: local, args: installed("handoff", "list"), bound: 2.5 },
  { group: "local, 1,000 tasks", name: "ask list", cwd: local, args: installed("ask", "list"), bound: 2.5 },
  { group: "local, 1,000 tasks", name: "reservations", cwd: local, args: installed("reservations"), bound: 2.5 },
  {
    group: "local, 1,000 tasks",
    name: "config get name",
    cwd: local,
    args: installed("config", "get", "name"),
    bound: 2.5,
  },
  { group: "server, 1,000 tasks", name: "inbox", cwd: served, args: installed("inbox", "--agent", "dev"), bound: 2 },
  { group: "server, 1,000 tasks", name: "task list", cwd: served, args: installed("task", "list"), bound: 2 },
  {
    group: "server, 1,000 tasks",
    name: "task show",
    cwd: served,
    args: installed("task", "show", "TSK-0500"),
    bound: 2,
  },
  {
    group: "server, 1,000 tasks",
    name: "task create",
    cwd: served,
    args: () => [INSTALLED, "task", "create", `Bench task ${next()}`],
    bound: 2,
  },
  {
    group: "local, 10,000 tasks + notes",
    name: "task show",
    cwd: big,
    args: installed("task", "show", "TSK-5000"),
    bound: 2.5,
  },
  {
    group: "local, 10,000 tasks + notes",
    name: "task list (a page of 100)",
    cwd: big,
    args: installed("task", "list"),
    bound: 2.5,
  },
  {
    group: "local, 10,000 tasks + notes",
    name: "task list --status todo",
    cwd: big,
    args: installed("task", "list", "--status", "todo"),
    bound: 2.5,
  },
  {
    group: "local, 10,000 tasks + notes",
    name: "memory search",
    cwd: big,
    args: installed("memory", "search", "queue"),
  },
  // The same two without the index watcher: every file compared (how each command ran before it).
  {
    group: "local, 10,000 tasks + notes",
    name: "task list --status todo, no watcher",
    cwd: big,
    args: installed("task", "list", "--status", "todo"),
    env: { HUB_INDEX_WATCHER: "false" },
  },
  {
    group: "local, 10,000 tasks + notes",
    name: "memory search, no watcher",
    cwd: big,
    args: installed("memory", "search", "queue"),
    env: { HUB_INDEX_WATCHER: "false" },
  },
  { group: "checkout", name: "hub --version", cwd: local, args: () => [CHECKOUT, "--version"] },
  { group: "checkout", name: "task show (local)", cwd: local, args: () => [CHECKOUT, "task", "show", "TSK-0500"] },
  { group: "checkout", name: "inbox (server)", cwd: served, args: () => [CHECKOUT, "inbox", "--agent", "dev"] },
];
const BASELINE = process.env.BASELINE_HUB;
if (BASELINE) {
  const baseline = (name: string, cwd: string, ...args: string[]): Case => ({
    group: "baseline (BASELINE_HUB)",
    name,
    cwd,
    args: () => [BASELINE, ...args],
  });
  cases.push(
    baseline("task show (local)", local, "task", "show", "TSK-0500"),
    baseline("task list (local)", local, "task", "list"),
    baseline("inbox (server)", served, "inbox", "--agent", "dev"),
    baseline("task list (server)", served, "task", "list"),
    baseline("task show (server)", served, "task", "show", "TSK-0500"),
    baseline("task show (local, 10,000 tasks)", big, "task", "show", "TSK-5000"),
    baseline("task list (local, 10,000 tasks)", big, "task", "list"),
    baseline("task list --status todo (local, 10,000 tasks)", big, "task", "list", "--status", "todo"),
    {
      ...baseline("task create (local)", local),
      args: () => [BASELINE, "task", "create", `Baseline task ${next()}`],
      writes: true,
    },
    {
      ...baseline("message (local)", local),
      args: () => [BASELINE, "message", "dev", `baseline ${next()}`, "--from", "arch"],
      writes: true,
    },
    {
      ...baseline("memory add (local)", local),
      args: () => [BASELINE, "memory", "add", `Baseline note ${next()}`],
      writes: true,
    },
  );
}

try {
  // One warm-up each: the OS file cache, Node's compile cache (the bin enables it), and the index
  // catching up with files written outside the hub (10,000 tasks, the notes).
  for (const c of cases) timeRun(c.args(), c.cwd, c.env);
  // The warm-up's filtered lists started the projects' index watchers (detached; the server's project
  // has none): the rounds begin once the big project's answers, as they would for a user a moment later.
  const feed = indexWatchFeed({ hubDir: join(big, ".hub") });
  while (!(await feed.changesSince(join(big, ".hub", "tasks"), undefined))) await setTimeout(20);
  const samples = cases.map(() => [] as number[]);
  for (let round = 0; round < RUNS; round += 1) {
    for (const [n, c] of cases.entries()) samples[n]!.push(timeRun(c.args(), c.cwd, c.env));
  }
  const floor = median(samples[0]!);
  const durableFloor = median(samples[cases.findIndex((c) => c.name.startsWith("node: the same durable"))]!);
  process.stdout.write(
    `hub CLI cold start, installed package; ${RUNS} rounds; node -e 0 median ${floor.toFixed(1)} ms (${NOTES} notes in the big project)\n`,
  );
  let group = "";
  cases.forEach((c, n) => {
    if (n === 0) return;
    if (c.group !== group) {
      group = c.group;
      process.stdout.write(`${group}:\n`);
    }
    const m = median(samples[n]!);
    const ratio = m / floor;
    const verdict = c.bound === undefined ? "" : ratio <= c.bound ? `  ≤ ${c.bound}x: met` : `  ≤ ${c.bound}x: NOT met`;
    const durable = c.writes ? `  (${(m / durableFloor).toFixed(2)}x the bare durable create)` : "";
    process.stdout.write(
      `  ${c.name.padEnd(36)} ${m.toFixed(1).padStart(7)} ms  ${ratio.toFixed(2)}x${verdict}${durable}\n`,
    );
  });
} finally {
  // The watcher stops on its own once its project is gone (within 30 s); sooner is tidier.
  spawnSync("pkill", ["-f", `index-watch --dir ${root}`]);
  server.child.kill("SIGTERM");
  await new Promise((resolve) => server.child.once("exit", resolve));
  await rm(root, { recursive: true, force: true });
  await installation.remove();
}
