// Cold start of the `hub` CLI: a new process per run, as an agent or a shell uses it. Medians of
// `hub --version` and of `hub inbox` against a running server (REST over loopback), each for the
// command installed from the packed tarball (built dist/) and for the checkout's bin (src/ through
// type stripping), with the floor `node -e 0` measured in the same run, interleaved so that every
// case sees the same machine load.
// Run: node bench/hub-cli-cold-start.bench.ts [runs=21]   (packs and installs: needs the npm registry)
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { packAndInstall } from "../scripts/packed-install.ts";

const RUNS = Number(process.argv[2] ?? 21);
const HUB = fileURLToPath(new URL("../packages/hub/bin/hub.mjs", import.meta.url));
const installation = await packAndInstall(["packages/hub"]);
const dir = await mkdtemp(join(tmpdir(), "hub-cold-start-"));
const INSTALLED = installation.bin("hub");

function hubSync(args: string[]): string {
  const result = spawnSync(process.execPath, [HUB, ...args], { cwd: dir, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`hub ${args.join(" ")} failed: ${result.stderr}`);
  return result.stdout;
}

function timeRun(args: string[]): number {
  const start = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
  const elapsed = performance.now() - start;
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed: ${result.stderr}`);
  return elapsed;
}

function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [HUB, "serve", "--host", "127.0.0.1", "--port", "0", "--no-advertise"], {
    cwd: dir,
    stdio: ["ignore", "pipe", "ignore"],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.once("data", (chunk: Buffer) => resolve({ child, url: chunk.toString().trim() }));
    child.once("exit", (code) => reject(new Error(`hub serve exited with ${code}`)));
  });
}

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

hubSync(["init", "--name", "bench"]);
const server = await startServer();
try {
  hubSync(["config", "set", "server.url", server.url]);
  hubSync(["message", "dev", "bench message", "--from", "arch"]);
  const cases = {
    "node -e 0": ["-e", "0"],
    "hub --version (installed)": [INSTALLED, "--version"],
    "hub --version (checkout)": [HUB, "--version"],
    "hub inbox (installed)": [INSTALLED, "inbox", "--agent", "dev"],
    "hub inbox (checkout)": [HUB, "inbox", "--agent", "dev"],
  };
  // One warm-up each: fills the OS file cache and Node's compile cache, as any installed tool has.
  for (const args of Object.values(cases)) timeRun(args);
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const [name, args] of Object.entries(cases)) samples[name]!.push(timeRun(args));
  }
  const floor = median(samples["node -e 0"]!);
  process.stdout.write(`runs per command: ${RUNS}\n`);
  for (const [name, values] of Object.entries(samples)) {
    const m = median(values);
    process.stdout.write(
      `${name.padEnd(26)} median ${m.toFixed(1).padStart(7)} ms   ${(m / floor).toFixed(2)}x node -e 0   (+${(m - floor).toFixed(1)} ms)\n`,
    );
  }
} finally {
  server.child.kill("SIGTERM");
  await new Promise((resolve) => server.child.once("exit", resolve));
  await rm(dir, { recursive: true, force: true });
  await installation.remove();
}
