// Builds the app window's files into a folder (default app/dist, Tauri's frontendDist): the
// TypeScript of src/app compiled for the browser (tsconfig.app.json) and the static files.
// Usage: node scripts/build-app.ts [outDir]
import { execFileSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { resolve } from "node:path";

const packageDir = new URL("..", import.meta.url).pathname;
const outDir = resolve(process.argv[2] ?? `${packageDir}/app/dist`);
const tsc = new URL("../../../node_modules/.bin/tsc", import.meta.url).pathname;

rmSync(outDir, { recursive: true, force: true });
execFileSync(tsc, ["-p", `${packageDir}/tsconfig.app.json`, "--outDir", outDir], { stdio: "inherit" });
cpSync(`${packageDir}/app/static`, outDir, { recursive: true });
process.stdout.write(`app built into ${outDir}\n`);
