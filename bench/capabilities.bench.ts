// Capability files: time to validate + resolve each corpus file, and isAllowed calls per second.
// Every figure comes with a baseline measured in the same run (JSON.parse of the same text; Set.has
// on the same command strings), because the machines are shared and noisy.
//   node bench/capabilities.bench.ts
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type CallContext,
  checkCapabilityFiles,
  compileAcl,
  type FileInput,
  TARGETS,
} from "../packages/capabilities/src/index.ts";
import { corpusDir } from "../packages/capabilities/src/testing/corpus-dir.ts";

const dir = corpusDir();
if (!dir) {
  process.stdout.write("Capability corpus not found at <repo>/../shared/capability-corpus: nothing to measure\n");
  process.exit(0);
}

/** Median time in microseconds of `fn`, over `rounds` rounds of `inner` calls each. */
function medianMicros(fn: () => unknown, rounds = 15, inner = 20): number {
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    for (let i = 0; i < inner; i++) fn();
    samples.push(((performance.now() - start) * 1000) / inner);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

const files: FileInput[] = readdirSync(join(dir, "files"))
  .sort()
  .map((name) => ({ path: name, content: readFileSync(join(dir, "files", name), "utf8") }));

// Warm up the JIT and the catalog caches before measuring.
for (let i = 0; i < 20; i++) checkCapabilityFiles(files);

process.stdout.write("validate + resolve, per file (median of 15 rounds × 20 runs)\n");
process.stdout.write(
  `${"file".padEnd(52)} ${"µs".padStart(8)} ${"JSON.parse µs".padStart(14)} ${"ratio".padStart(7)}\n`,
);
let total = 0;
for (const file of files) {
  const text = String(file.content);
  const micros = medianMicros(() => checkCapabilityFiles([file]));
  // TOML has no JSON.parse; the same text's length as a JSON string is parsed instead, as a floor.
  const baseline = medianMicros(() => JSON.parse(file.path.endsWith(".toml") ? JSON.stringify(text) : text), 15, 200);
  total += micros;
  const row = `${file.path.padEnd(52)} ${micros.toFixed(1).padStart(8)} ${baseline.toFixed(2).padStart(14)} ${(micros / baseline).toFixed(0).padStart(6)}×\n`;
  process.stdout.write(row);
}
process.stdout.write(
  `all ${files.length} files: ${(total / 1000).toFixed(2)} ms in total, ${(total / files.length).toFixed(0)} µs per file on average\n\n`,
);

// isAllowed: the whole corpus as one app, queried with a mix of allowed and refused calls.
const result = checkCapabilityFiles(files);
const acl = compileAcl(result.acl);
const commands = [...result.acl.allowed.keys(), ...result.acl.denied.keys(), "core:window|no_such_command", "fs|nope"];
const windows = ["main", "settings", "reader-1", "main-2", "other"];
const queries: [string, CallContext][] = [];
for (let i = 0; i < 4096; i++) {
  const command = commands[(i * 7919) % commands.length]!;
  const window = windows[i % windows.length]!;
  const ctx: CallContext = { window, platform: TARGETS[i % TARGETS.length]! };
  queries.push([command, i % 16 === 0 ? { ...ctx, url: "https://app.example.com/" } : ctx]);
}
const allowedSet = new Set(result.acl.allowed.keys());

function callsPerSecond(fn: (command: string, ctx: CallContext) => boolean): { rate: number; hits: number } {
  let hits = 0;
  const rounds = 200;
  const start = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (const [command, ctx] of queries) if (fn(command, ctx)) hits++;
  }
  const seconds = (performance.now() - start) / 1000;
  return { rate: (rounds * queries.length) / seconds, hits };
}

callsPerSecond((c, x) => acl.isAllowed(c, x));
callsPerSecond((c) => allowedSet.has(c));
const compiled = callsPerSecond((c, x) => acl.isAllowed(c, x));
const baseline = callsPerSecond((c) => allowedSet.has(c));
const fmt = (n: number) => `${(n / 1e6).toFixed(2)} M/s`;
process.stdout.write(`isAllowed over ${commands.length} commands, ${queries.length} mixed contexts (1 in 16 remote)\n`);
process.stdout.write(`  isAllowed: ${fmt(compiled.rate)} (${compiled.hits} allowed answers)\n`);
process.stdout.write(`  Set.has baseline: ${fmt(baseline.rate)}\n`);
process.stdout.write(`  ratio: isAllowed costs ${(baseline.rate / compiled.rate).toFixed(1)}× a Set.has\n`);
