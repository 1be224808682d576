// The installed `hub` command as a bundle: `npm run build` (scripts/build.ts) calls this after tsc has
// written dist/. esbuild bundles src/cli/main.ts into dist/bundle/ — one entry file and a chunk per
// lazily imported part (a command's modules, the server, the MCP front) — so a command loads a few
// files instead of resolving and linking ~100 modules. The library entry (dist/index.js) stays tsc's
// output with its declarations. See docs/decisions/hub-cli-cold-start.md.
//
// Bundled: the hub's own code, commander and yaml (as ES modules: yaml's Node build is CommonJS,
// ~60 files through the CommonJS loader; yaml as an entry of its own, dist/bundle/yaml.js, loaded
// only when a text is more than the hub's plain YAML or a file is written). External: every other dependency, above all zod, which
// fastify-type-provider-zod and the MCP SDK must share with the hub (one zod, one schema registry).
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { builtinImportsToGetBuiltinModule } from "./builtin-imports.ts";

const packageDir = join(import.meta.dirname, "..");
/** Where the bundle goes: two folders below the package root, like dist/cli/main.js, so the
 * `new URL("../../package.json", import.meta.url)` of the sources still finds the package's files. */
export const BUNDLE_DIR = join(packageDir, "dist", "bundle");
const BUNDLED_DEPENDENCIES = new Set(["commander", "yaml", "zod"]);
const LAZY_CHILD_PROCESS = `let loaded;
export default new Proxy({}, { get: (_, key) => (loaded ??= process.getBuiltinModule("node:child_process"))[key] });
`;

/** yaml's ES module build (its `node` export is CommonJS). */
function yamlModuleEntry(): string {
  const manifest = fileURLToPath(import.meta.resolve("yaml/package.json"));
  const entry = join(dirname(manifest), "browser", "index.js");
  if (!existsSync(entry)) throw new Error(`Cannot bundle yaml: "${entry}" is missing`);
  return entry;
}

export async function bundle(outdir = BUNDLE_DIR, splitting = true): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  const manifest = (await import(join(packageDir, "package.json"), { with: { type: "json" } })).default as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(manifest.dependencies).filter((name) => !BUNDLED_DEPENDENCIES.has(name));
  const yaml = yamlModuleEntry();
  const result = await build({
    // yaml is an entry of its own: src/core/yaml.ts requires it on first use (a command that reads
    // only the hub's plain YAML never loads it), by the name defined here.
    entryPoints: { main: join(packageDir, "src", "cli", "main.ts"), yaml },
    define: { HUB_BUNDLED_YAML: JSON.stringify("./yaml.js") },
    outdir,
    write: false,
    bundle: true,
    splitting,
    format: "esm",
    platform: "node",
    target: "node24",
    chunkNames: "[name]-[hash]",
    external: external.flatMap((name) => [name, `${name}/*`]),
    plugins: [
      { name: "yaml-module", setup: (b) => b.onResolve({ filter: /^yaml$/ }, () => ({ path: yaml })) },
      {
        // commander imports child_process for executable subcommands, which hub has none of:
        // loaded on first use instead of on every start (it brings net, dgram and streams).
        name: "commander-child-process",
        setup(b) {
          b.onResolve({ filter: /^node:child_process$/ }, (args) =>
            /[\\/]commander[\\/]/.test(args.importer)
              ? { path: "child_process", namespace: "lazy-builtin" }
              : undefined,
          );
          b.onLoad({ filter: /.*/, namespace: "lazy-builtin" }, () => ({ contents: LAZY_CHILD_PROCESS, loader: "js" }));
        },
      },
    ],
    legalComments: "eof",
    logLevel: "warning",
  });
  mkdirSync(outdir, { recursive: true });
  for (const file of result.outputFiles) {
    writeFileSync(file.path, await builtinImportsToGetBuiltinModule(file.text));
  }
}
