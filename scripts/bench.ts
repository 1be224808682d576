// `npm run bench [name]`: runs the benchmarks under bench/ (each a TypeScript file that prints its figures).
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./tasks.ts";

const only = process.argv[2];
const benchDir = join(repoRoot, "bench");
const files = readdirSync(benchDir).filter((file) => file.endsWith(".bench.ts") && (!only || file.startsWith(only)));
if (files.length === 0) {
  process.stderr.write(`No benchmark matches ${only ?? "*"} in bench/\n`);
  process.exitCode = 2;
}
for (const file of files) {
  process.stdout.write(`\n== ${file}\n`);
  const result = spawnSync(process.execPath, ["--expose-gc", join(benchDir, file)], {
    stdio: "inherit",
    cwd: repoRoot,
  });
  if (result.status !== 0) process.exitCode = 1;
}
