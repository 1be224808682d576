// Small helpers shared by the task scripts: run a tool from node_modules/.bin and report its exit code.
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { lintLayers } from "./lint-layers.ts";

export const repoRoot = join(import.meta.dirname, "..");

/** Runs a binary from node_modules/.bin with inherited stdio; resolves to its exit code. */
export function runBin(bin: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(join(repoRoot, "node_modules", ".bin", bin), args, { cwd: repoRoot, stdio: "inherit", env });
    child.on("error", (error) => {
      process.stderr.write(`Cannot run ${bin}: ${error.message}\n`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Biome, then protect-server's layering check (scripts/lint-layers.ts); the first failure's code. */
export async function lint(args: string[] = []): Promise<number> {
  const biome = await runBin("biome", ["ci", "--colors=off", "--error-on-warnings", ...args]);
  const layers = await lintLayers(repoRoot);
  return biome !== 0 ? biome : layers;
}
export const typecheck = (args: string[] = [], project = "tsconfig.json") =>
  runBin("tsc", ["-p", project, "--pretty", "false", ...args]);

/** Package folders (relative to the repository) that `npm run build` compiles and `npm pack` ships. */
export function installablePackages(): string[] {
  return readdirSync(join(repoRoot, "packages"))
    .map((name) => join("packages", name))
    .filter((dir) => existsSync(join(repoRoot, dir, "tsconfig.build.json")))
    .sort();
}

/** Package folders bundled by Vite for the browser (they have a vite.config.ts): the admin console. */
export function webPackages(): string[] {
  return readdirSync(join(repoRoot, "packages"))
    .map((name) => join("packages", name))
    .filter((dir) => existsSync(join(repoRoot, dir, "vite.config.ts")))
    .sort();
}
