// Does a failed login's response time tell whether the e-mail has an account? protect-server runs
// in its own process (bench/fixtures/login-timing-server.ts: the real app, default password cost,
// PGlite in memory, login limits raised); this process sends failed logins over loopback, one at a
// time on one keep-alive connection, alternating in random order between an e-mail that has an
// account (wrong password) and one that has none (a new address each time). The unknown e-mails
// are the same-run baseline: the medians' ratio and a two-sample Kolmogorov–Smirnov test compare
// the two distributions of response times.
// Run: `node bench/protect-login-timing.bench.ts` (BENCH_SAMPLES per group, default 400; BENCH_SEED).
import { type ChildProcess, spawn } from "node:child_process";
import { Agent, request } from "node:http";
import { cpus, loadavg } from "node:os";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const WARMUP = 30;
const SEED = Number(process.env.BENCH_SEED ?? 11);
const serverScript = fileURLToPath(new URL("./fixtures/login-timing-server.ts", import.meta.url));

function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [serverScript], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`login-timing server exited with ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) resolve({ child, port: Number(match[1]) });
    });
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** POSTs JSON and resolves with the status and the milliseconds until the whole body arrived. */
function post(port: number, path: string, body: unknown): Promise<{ status: number; ms: number; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          "x-device-id": "bench-device-1",
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6, text }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/** A small seeded generator (mulberry32), so the order of the two kinds is reproducible. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function quantile(sorted: readonly number[], q: number): number {
  const index = (sorted.length - 1) * q;
  const low = Math.floor(index);
  const high = Math.ceil(index);
  return (sorted[low] ?? 0) + ((sorted[high] ?? 0) - (sorted[low] ?? 0)) * (index - low);
}

/**
 * Two-sample Kolmogorov–Smirnov: D is the largest distance between the two empirical distribution
 * functions; p from the asymptotic Kolmogorov distribution with Stephens' small-sample correction
 * (Numerical Recipes, `kstwo`/`probks`).
 */
export function kolmogorovSmirnov(a: readonly number[], b: readonly number[]): { d: number; p: number } {
  const x = [...a].sort((m, n) => m - n);
  const y = [...b].sort((m, n) => m - n);
  let i = 0;
  let j = 0;
  let d = 0;
  while (i < x.length && j < y.length) {
    const value = Math.min(x[i] ?? 0, y[j] ?? 0);
    while (i < x.length && (x[i] ?? 0) <= value) i += 1;
    while (j < y.length && (y[j] ?? 0) <= value) j += 1;
    d = Math.max(d, Math.abs(i / x.length - j / y.length));
  }
  const en = Math.sqrt((x.length * y.length) / (x.length + y.length));
  const lambda = (en + 0.12 + 0.11 / en) * d;
  let p = 0;
  let sign = 1;
  for (let k = 1; k <= 100; k += 1) {
    const term = sign * Math.exp(-2 * k * k * lambda * lambda);
    p += term;
    if (Math.abs(term) < 1e-10) break;
    sign = -sign;
  }
  return { d, p: Math.min(1, Math.max(0, 2 * p)) };
}

const { child, port } = await startServer();
try {
  const email = "known@example.test";
  const signup = await post(port, "/api/auth/signup", { email, password: "the right password" });
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`);
  const next = random(SEED);
  let unknownCounter = 0;
  const attempt = (kind: "known" | "unknown") => {
    unknownCounter += 1;
    const address = kind === "known" ? email : `nobody-${SEED}-${unknownCounter}@example.test`;
    return post(port, "/api/auth/login", { email: address, password: "a wrong password" });
  };
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let round = 0; round < WARMUP + SAMPLES; round += 1) {
    const order: ("known" | "unknown")[] = next() < 0.5 ? ["known", "unknown"] : ["unknown", "known"];
    for (const kind of order) {
      const { status, ms, text } = await attempt(kind);
      if (status !== 401) throw new Error(`a failed login (${kind}) answered ${status}: ${text}`);
      if (round >= WARMUP) times[kind].push(ms);
    }
  }
  const known = [...times.known].sort((a, b) => a - b);
  const unknown = [...times.unknown].sort((a, b) => a - b);
  const { d, p } = kolmogorovSmirnov(known, unknown);
  const row = (name: string, sorted: number[]) =>
    `${name.padEnd(22)} p10 ${quantile(sorted, 0.1).toFixed(2)} ms  median ${quantile(sorted, 0.5).toFixed(2)} ms  p90 ${quantile(sorted, 0.9).toFixed(2)} ms`;
  process.stdout.write(
    [
      `protect-server failed-login timing: ${SAMPLES} samples per group, interleaved (seed ${SEED}), ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}`,
      row("unknown e-mail (base)", unknown),
      row("known e-mail", known),
      `medians ratio known/unknown ${(quantile(known, 0.5) / quantile(unknown, 0.5)).toFixed(3)}x`,
      `Kolmogorov–Smirnov D = ${d.toFixed(4)}, p = ${p.toPrecision(3)} (${p < 0.05 ? "distributions differ at 5 %" : "no difference detected at 5 %"})`,
      "",
    ].join("\n"),
  );
} finally {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  agent.destroy();
}
