// `npm test`: lint, typecheck, then every test of every package. The last line of output is the
// plain summary `N passed, N failed, N skipped` (scripts/summary-reporter.ts), lint and typecheck
// counted as one check each.
import { lint, runBin, typecheck } from "./tasks.ts";

const env: NodeJS.ProcessEnv = { ...process.env };
if (env.CI) env.NO_COLOR = "1";
// Three test files at a time. Most of them wait on servers, databases and child processes rather
// than compute, and Vitest's default on 2 cores is one worker. The variable reaches every project;
// a `maxWorkers` in the root config does not.
env.VITEST_MAX_WORKERS ??= "3";

let passed = 0;
let failed = 0;
for (const [name, check] of [
  ["lint", lint],
  ["typecheck", typecheck],
] as const) {
  process.stderr.write(`\n== ${name}\n`);
  const code = await check();
  if (code === 0) passed += 1;
  else {
    failed += 1;
    process.stderr.write(`${name} failed with exit code ${code}\n`);
  }
}

process.stderr.write("\n== tests\n");
if (!env.TEST_DATABASE_URL) {
  process.stderr.write(
    "TEST_DATABASE_URL is not set: the PostgreSQL variants of the tests are skipped (PGlite runs them)\n",
  );
}
const code = await runBin("vitest", ["run", ...process.argv.slice(2)], {
  ...env,
  HQ_CHECKS_PASSED: String(passed),
  HQ_CHECKS_FAILED: String(failed),
});
process.exitCode = failed > 0 || code !== 0 ? 1 : 0;
