// The hub dashboard's first load and column scrolling in headless Chromium, against real `hub serve`
// processes (one per project) holding 1, 1,009 and 10,000 tasks; the one-task page, loaded in the
// same run and interleaved with the others, is the baseline of the ratios.
// First load: from navigation (with the sign-in link) until the board shows the count of every
// column and its first cards, and the page says "Live".
// Scrolling: the 10,000-task board's "To do" column scrolled by wheel steps through SCROLL_CARDS cards
// (the page reads further pages as the end comes near); frame times from requestAnimationFrame.
// Run: node bench/hub-dashboard.bench.ts [runs=7]   (Chromium at /usr/bin/chromium or CHROMIUM_PATH)
import { type Browser, chromium } from "playwright-core";
import {
  createProject,
  type RunningServer,
  startServer,
  type TestProject,
} from "../packages/hub/src/cli/e2e/hub-process.ts";
import type { TaskStatus } from "../packages/hub/src/core/api.ts";
import { openHub } from "../packages/hub/src/core/hub.ts";

const RUNS = Number(process.argv[2] ?? 7);
const SIZES = [1, 1_009, 10_000];
const SCROLL_CARDS = 1_000;
/** How the seeded tasks spread over the columns, as on a board that has been used for a while. */
const SPREAD: [TaskStatus, number][] = [
  ["todo", 0.3],
  ["in_progress", 0.1],
  ["review", 0.1],
  ["blocked", 0.05],
  ["done", 0.35],
  ["cancelled", 0.1],
];
const ROLES = ["backend", "frontend", "ops", "docs"];

interface Project {
  tasks: number;
  todo: number;
  project: TestProject;
  server: RunningServer;
  url: string;
  token: string;
}

function statusOf(index: number, count: number): TaskStatus {
  if (count === 1) return "todo";
  let edge = 0;
  for (const [status, share] of SPREAD) {
    edge += share * count;
    if (index < edge) return status;
  }
  return "cancelled";
}

/** Seeds through the hub's own store (the files and index the CLI and server would write). */
async function seed(dir: string, count: number): Promise<number> {
  const hub = await openHub(dir, { watch: false });
  let todo = 0;
  const statuses = Array.from({ length: count }, (_, i) => statusOf(i, count));
  // Shuffled (deterministically), so every column holds old and new ids.
  for (let i = statuses.length - 1; i > 0; i--) {
    const j = (i * 7919) % (i + 1);
    [statuses[i], statuses[j]] = [statuses[j]!, statuses[i]!];
  }
  const queue = statuses.map((status, i) => ({ status, i }));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (next.status === "todo") todo++;
      await hub.createTask({
        title: `Seeded task ${next.i}: ${["wire", "test", "document", "deploy"][next.i % 4]} the ${["webhook", "parser", "queue", "board"][next.i % 3]}`,
        status: next.status,
        role: ROLES[next.i % ROLES.length],
        body: `Body of task ${next.i}`,
      });
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  await hub.close();
  return todo;
}

async function project(tasks: number): Promise<Project> {
  const project = await createProject(`bench-dashboard-${tasks}`);
  const started = performance.now();
  const todo = await seed(project.dir, tasks);
  console.log(`seeded ${tasks} tasks in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const server = await startServer(project, ["--no-advertise"]);
  const token = (await project.run(["token"])).stdout.trim();
  return { tasks, todo, project, server, url: server.url, token };
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
const percentile = (samples: number[], p: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(samples.length * p))]!;

/** Milliseconds from navigation until the board is ready and live. */
async function firstLoad(browser: Browser, p: Project): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const start = performance.now();
  await page.goto(`${p.url}/dashboard/#token=${p.token}`);
  await page
    .locator('.column[data-status="todo"] h3')
    .filter({ hasText: `(${p.todo})` })
    .waitFor({ timeout: 120_000 });
  await page.locator('.column[data-status="todo"] .card').first().waitFor({ timeout: 120_000 });
  await page.getByText("Live", { exact: true }).waitFor({ timeout: 120_000 });
  const elapsed = performance.now() - start;
  await context.close();
  return elapsed;
}

/** Frame times while the "To do" column is scrolled down by wheel steps until SCROLL_CARDS cards are in it. */
async function scrollColumn(browser: Browser, p: Project): Promise<{ frames: number[]; cards: number; ms: number }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${p.url}/dashboard/#token=${p.token}`);
  await page.getByText("Live", { exact: true }).waitFor({ timeout: 120_000 });
  const list = page.locator('.column[data-status="todo"] .cards');
  await list.locator(".card").first().waitFor();
  const box = (await list.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // A string: the bench is compiled without the DOM types.
  await page.evaluate(`(() => {
    window.benchFrames = [];
    let last = performance.now();
    const tick = (now) => { window.benchFrames.push(now - last); last = now; if (window.benchFrames) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  const start = performance.now();
  const count = () => list.locator(".card").count();
  while ((await count()) < SCROLL_CARDS) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(16);
    if (performance.now() - start > 120_000) throw new Error("Scrolling did not load further cards");
  }
  const ms = performance.now() - start;
  const frames = (await page.evaluate("window.benchFrames.splice(0)")) as number[];
  const cards = await count();
  await context.close();
  return { frames: frames.slice(1), cards, ms };
}

const projects: Project[] = [];
let browser: Browser | undefined;
try {
  for (const size of SIZES) projects.push(await project(size));
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  // One untimed load each: Chromium's and the servers' first-use costs stay out of the figures.
  for (const p of projects) await firstLoad(browser, p);
  const samples = new Map(projects.map((p) => [p, [] as number[]]));
  for (let run = 0; run < RUNS; run++) for (const p of projects) samples.get(p)!.push(await firstLoad(browser, p));
  const base = median(samples.get(projects[0]!)!);
  console.log(`dashboard first load, medians of ${RUNS} interleaved runs (1440x900):`);
  for (const p of projects) {
    const m = median(samples.get(p)!);
    console.log(
      `  ${p.tasks} task(s): ${m.toFixed(0)} ms (min ${Math.min(...samples.get(p)!).toFixed(0)}, max ${Math.max(...samples.get(p)!).toFixed(0)}); ${(m / base).toFixed(2)}x one task`,
    );
  }
  const big = projects[projects.length - 1]!;
  const scroll = await scrollColumn(browser, big);
  if (scroll.frames.length === 0) console.log(`"To do" held ${scroll.cards} cards at once: nothing to scroll`);
  else
    console.log(
      `scrolling "To do" of ${big.tasks} tasks through ${scroll.cards} cards in ${(scroll.ms / 1000).toFixed(1)} s: frame p50 ${median(scroll.frames).toFixed(1)} ms, p95 ${percentile(scroll.frames, 0.95).toFixed(1)} ms, max ${Math.max(...scroll.frames).toFixed(1)} ms, frames over 50 ms ${scroll.frames.filter((f) => f > 50).length} of ${scroll.frames.length}`,
    );
} finally {
  await browser?.close();
  for (const p of projects) {
    await p.server.stop();
    await p.project.remove();
  }
}
