#!/usr/bin/env node
// Entry of `npm start`, `npm test`, `npm run lint|typecheck|vitest|bench`: makes sure a Node >= 24
// and the dependencies are there, then runs the task's TypeScript script with that Node.
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { join } from "node:path";
import { ensureDependencies, envWith, findNode24, repoRoot } from "./node24.mjs";

const tasks = new Set(["start", "test", "lint", "typecheck", "build", "vitest", "bench"]);
const [task, ...args] = process.argv.slice(2);
if (!tasks.has(task)) {
  process.stderr.write(`Usage: node scripts/run.mjs <${[...tasks].join("|")}> [args...]\n`);
  process.exit(2);
}

let node;
try {
  node = findNode24();
  ensureDependencies(node);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

const child = spawn(node, [join(repoRoot, "scripts", `${task}.ts`), ...args], {
  cwd: repoRoot,
  stdio: "inherit",
  env: envWith(node),
});
// Ctrl-C in a terminal reaches the child directly as well; the child treats a repeated signal as one.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
