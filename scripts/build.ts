// `npm run build [packages/<name>...]`: compiles each installable package (one with a
// tsconfig.build.json) from src/ to dist/: JavaScript and type declarations, tests and test support
// left out; a web package (one with a vite.config.ts, the admin console) is bundled by Vite into its dist/.
// A package with a scripts/bundle.ts (the hub: its CLI bundle) runs its `bundle()` after tsc.
// dist/ is emptied first, so a deleted source file never lingers in a tarball. Folders are
// relative to the repository (a package's own `npm run build` passes its folder).
// See docs/decisions/packaging-build.md.
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { installablePackages, repoRoot, runBin, webPackages } from "./tasks.ts";

async function build(dirs: string[]): Promise<number> {
  for (const dir of dirs) {
    const viteConfig = join(dir, "vite.config.ts");
    if (existsSync(join(repoRoot, viteConfig))) {
      const code = await runBin("vite", ["build", "--config", viteConfig, "--logLevel", "warn"]);
      if (code !== 0) return code;
      process.stderr.write(`built ${dir}/dist\n`);
      continue;
    }
    const config = join(dir, "tsconfig.build.json");
    if (!existsSync(join(repoRoot, config))) {
      process.stderr.write(`Cannot build "${dir}": it has no tsconfig.build.json\n`);
      return 2;
    }
    rmSync(join(repoRoot, dir, "dist"), { recursive: true, force: true });
    const code = await runBin("tsc", ["-p", config, "--pretty", "false"]);
    if (code !== 0) return code;
    const bundler = join(repoRoot, dir, "scripts", "bundle.ts");
    if (existsSync(bundler)) await (await import(pathToFileURL(bundler).href)).bundle();
    process.stderr.write(`built ${dir}/dist\n`);
  }
  return 0;
}

const dirs = process.argv.slice(2);
process.exitCode = await build(dirs.length > 0 ? dirs : [...installablePackages(), ...webPackages()]);
