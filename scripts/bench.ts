// `npm run bench [name [args...]]`: runs the benchmarks under bench/ (each a TypeScript file that
// prints its figures). `name` picks the bench of that exact name, else every bench whose file name
// starts with it; the arguments after it are passed to each bench run.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./tasks.ts";

const [only, ...args] = process.argv.slice(2);
const benchDir = join(repoRoot, "bench");
const all = readdirSync(benchDir).filter((file) => file.endsWith(".bench.ts"));
const exact = all.filter((file) => file === `${only}.bench.ts` || file === only);
const files = exact.length > 0 ? exact : all.filter((file) => !only || file.startsWith(only));
if (files.length === 0) {
  process.stderr.write(`No benchmark matches ${only ?? "*"} in bench/\n`);
  process.exitCode = 2;
}
for (const file of files) {
  process.stdout.write(`\n== ${file}${args.length > 0 ? ` ${args.join(" ")}` : ""}\n`);
  const result = spawnSync(process.execPath, ["--expose-gc", join(benchDir, file), ...args], {
    stdio: "inherit",
    cwd: repoRoot,
  });
  if (result.status !== 0) process.exitCode = 1;
}
