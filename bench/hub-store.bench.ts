// Durable creates per second, watcher latency from a hand edit to the event, and memory search p95
// over 100,000 notes. Run: node bench/hub-store.bench.ts [notes=100000] [creates|watcher|search]
import { mkdir, mkdtemp, open, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { init } from "../packages/hub/src/cli/commands/init.ts";
import { type AgentHubEvent, openHub } from "../packages/hub/src/index.ts";

const NOTES = Number(process.argv[2] ?? 100_000);
const quiet = { stdout() {}, stderr() {}, cwd: tmpdir(), env: {} };
const ms = (value: number) => `${value.toFixed(2)} ms`;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function project(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "hub-bench-"));
  await init({ name: "bench", dir }, quiet);
  return dir;
}

/** The floor: the same durable write (fdatasync, rename, folder fsync) with no id, YAML or index. */
async function bareDurableWrite(folder: string, n: number, content: string): Promise<void> {
  const temp = join(folder, `.${n}.tmp`);
  const handle = await open(temp, "w");
  await handle.writeFile(content);
  await handle.datasync();
  await handle.close();
  await rename(temp, join(folder, `F-${n}.md`));
  const dir = await open(folder, "r");
  await dir.sync();
  await dir.close();
}

async function rate(inFlight: number, total: number, create: (n: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < total) {
        next += 1;
        await create(next);
      }
    }),
  );
  return total / ((performance.now() - start) / 1000);
}

async function durableCreates(): Promise<string[]> {
  const dir = await project();
  const hub = await openHub(dir);
  const floorDir = join(dir, "floor");
  await mkdir(floorDir);
  const body = "A task body of a typical length. ".repeat(8);
  const lines: string[] = [];
  for (const inFlight of [1, 16, 64]) {
    const total = inFlight === 1 ? 500 : 3_000;
    const floor = await rate(inFlight, total, (n) => bareDurableWrite(floorDir, n + inFlight * 10_000, body));
    const hubRate = await rate(inFlight, total, (n) => hub.createTask({ title: `Task ${n}`, body }));
    lines.push(
      `  ${inFlight} in flight: hub ${hubRate.toFixed(0)} creates/s, bare durable write ${floor.toFixed(0)}/s (ratio ${(hubRate / floor).toFixed(2)}x; ${total} each)`,
    );
  }
  await hub.close();
  await rm(dir, { recursive: true, force: true });
  return lines;
}

async function watcherLatency(): Promise<string[]> {
  const dir = await project();
  const hub = await openHub(dir, { watch: true });
  const tasks = await Promise.all(Array.from({ length: 50 }, (_, n) => hub.createTask({ title: `Watched ${n}` })));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const samples: number[] = [];
  for (const [n, task] of tasks.entries()) {
    const seen = new Promise<void>((resolve) => {
      const subscription = hub.subscribe((event: AgentHubEvent) => {
        if (event.id === task.id && event.title === `Edited ${n}`) {
          subscription.close();
          resolve();
        }
      });
    });
    const start = performance.now();
    await writeFile(
      join(dir, ".hub/tasks", `${task.id}.md`),
      `---\nid: ${task.id}\ntitle: Edited ${n}\nstatus: todo\ncreatedAt: ${task.createdAt}\nupdatedAt: ${new Date().toISOString()}\n---\n`,
    );
    await seen;
    samples.push(performance.now() - start);
  }
  await hub.close();
  await rm(dir, { recursive: true, force: true });
  return [
    `  hand edit -> event (50 edits, 50 ms debounce included): p50 ${ms(percentile(samples, 50))}  p95 ${ms(percentile(samples, 95))}  max ${ms(Math.max(...samples))}`,
  ];
}

const WORDS =
  "index cache markdown watcher event stream token agent task review decision memory search query latency durable atomic rename fsync sqlite journal replay presence handoff architect escalate answer router server client network protocol schema validation timeout retry backoff buffer window signature stamp folder config project deploy release rollback migration".split(
    " ",
  );

/** A small seeded PRNG (mulberry32), so every run searches the same notes with the same queries. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function memorySearch(): Promise<string[]> {
  const dir = await project();
  const folder = join(dir, ".hub/memory");
  await mkdir(folder, { recursive: true });
  let random = mulberry32(42);
  // Zipf-like: a few words are very common, most are rare, as in prose.
  const word = () => WORDS[Math.floor(WORDS.length ** random()) - 1]!;
  const writeStart = performance.now();
  for (let batch = 0; batch < NOTES; batch += 500) {
    await Promise.all(
      Array.from({ length: Math.min(500, NOTES - batch) }, (_, k) => {
        const n = batch + k + 1;
        const id = `MEM-${String(n).padStart(6, "0")}`;
        const body = Array.from({ length: 40 }, word).join(" ");
        return writeFile(
          join(folder, `${id}.md`),
          `---\nid: ${id}\ntitle: ${word()} ${word()} note ${n}\ntags: [${word()}]\ncreatedAt: 2026-01-01T00:00:00.000Z\nupdatedAt: 2026-01-01T00:00:00.000Z\n---\n\n${body}\n`,
        );
      }),
    );
  }
  const writeMs = performance.now() - writeStart;
  const rebuildStart = performance.now();
  const hub = await openHub(dir);
  const rebuildMs = performance.now() - rebuildStart;
  const samples: number[] = [];
  random = mulberry32(7);
  for (let q = 0; q < 300; q += 1) {
    const query = q % 3 === 0 ? word() : `${word()} ${word()}`;
    const start = performance.now();
    await hub.searchMemory(query, { limit: 20 });
    samples.push(performance.now() - start);
  }
  await hub.close();
  await rm(dir, { recursive: true, force: true });
  return [
    `  ${NOTES} notes written as files in ${(writeMs / 1000).toFixed(1)} s; index rebuilt from files in ${(rebuildMs / 1000).toFixed(1)} s`,
    `  300 queries (1-2 words, top 20, bm25): p50 ${ms(percentile(samples, 50))}  p95 ${ms(percentile(samples, 95))}`,
  ];
}

// An optional second argument runs one part: creates, watcher or search.
const only = process.argv[3];
if (!only || only === "creates") {
  process.stdout.write(
    `Durable creates (createTask, sequential and concurrent)\n${(await durableCreates()).join("\n")}\n`,
  );
}
if (!only || only === "watcher") process.stdout.write(`Watcher latency\n${(await watcherLatency()).join("\n")}\n`);
if (!only || only === "search") process.stdout.write(`Memory search\n${(await memorySearch()).join("\n")}\n`);
