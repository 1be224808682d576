// Builds the admin console (packages/protect-admin) with Vite into a temporary folder, so the
// browser tests always run against the current console sources.
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

export async function buildConsole(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), "protect-admin-"));
  const vite = join(repoRoot, "node_modules/vite/bin/vite.js");
  await run(process.execPath, [
    vite,
    "build",
    "--config",
    join(repoRoot, "packages/protect-admin/vite.config.ts"),
    "--outDir",
    outDir,
    "--emptyOutDir",
    "--logLevel",
    "warn",
  ]);
  return outDir;
}
