// Builds the agent as the Windows installer ships it: src/cli/main.ts bundled into one CommonJS
// file (the only module format a Node 24 single-executable application runs), then, with
// --executable, the SEA blob made from that file and injected into a copy of this Node binary.
// The Windows workflow runs this script; the Linux suite builds and runs the same bundle and blob.
// Usage: node scripts/build-agent.ts [--out dir] [--executable]
import { execFile } from "node:child_process";
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { build, formatMessages } from "esbuild";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
export const DEFAULT_OUT_DIR = join(PACKAGE_DIR, "dist-agent");
/** Node's fixed names for the SEA resource and the fuse it flips (docs: single-executable-applications). */
const SEA_RESOURCE = "NODE_SEA_BLOB";
const SEA_FUSE = "NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2";

type Inject = (file: string, resource: string, data: Buffer, options: { sentinelFuse: string }) => Promise<void>;
const run = promisify(execFile);

/**
 * Bundles the agent's CLI into `<outDir>/agent.cjs`. Any esbuild warning fails the build: the
 * one that matters here is `empty-import-meta` (a file read next to the source, which the
 * bundle would not find), so everything the agent needs must be imported, never read at run time.
 *
 * @example
 * const bundle = await bundleAgent("/tmp/agent"); // → "/tmp/agent/agent.cjs"
 */
export async function bundleAgent(outDir: string): Promise<string> {
  const outfile = join(resolve(outDir), "agent.cjs");
  await mkdir(resolve(outDir), { recursive: true });
  const result = await build({
    entryPoints: [join(PACKAGE_DIR, "src/cli/main.ts")],
    bundle: true,
    platform: "node",
    target: "node24",
    format: "cjs",
    outfile,
    legalComments: "none",
    logLevel: "silent",
  });
  if (result.warnings.length > 0) {
    await rm(outfile, { force: true });
    const text = await formatMessages(result.warnings, { kind: "warning", color: false });
    throw new Error(`Bundling the agent gave warnings, so the bundle would not run as tested:\n${text.join("")}`);
  }
  return outfile;
}

/**
 * Makes the single executable from a bundle: the SEA blob (`node --experimental-sea-config`, the
 * Node 24 way; `--build-sea` exists only from Node 25.5) injected with postject into a copy of the
 * Node binary that made the blob, as Node requires. Returns the executable's path.
 */
export async function buildAgentExecutable(bundle: string, outDir: string): Promise<string> {
  if (process.platform !== "win32" && process.platform !== "linux")
    throw new Error(`Cannot build the agent executable on "${process.platform}": Windows and Linux only`);
  const dir = resolve(outDir);
  const config = join(dir, "sea-config.json");
  const blob = join(dir, "sea-prep.blob");
  const executable = join(dir, process.platform === "win32" ? "protect-desktop-agent.exe" : "protect-desktop-agent");
  await writeFile(
    config,
    `${JSON.stringify(
      {
        main: resolve(bundle),
        output: blob,
        disableExperimentalSEAWarning: true,
        useSnapshot: false,
        useCodeCache: false,
      },
      null,
      2,
    )}\n`,
  );
  await run(process.execPath, ["--experimental-sea-config", config]);
  await rm(executable, { force: true });
  await copyFile(process.execPath, executable);
  const { inject } = createRequire(import.meta.url)("postject") as { inject: Inject };
  await inject(executable, SEA_RESOURCE, await readFile(blob), { sentinelFuse: SEA_FUSE });
  return executable;
}

async function main(): Promise<void> {
  const { parseArgs } = await import("node:util");
  const { values } = parseArgs({
    options: { out: { type: "string", default: DEFAULT_OUT_DIR }, executable: { type: "boolean", default: false } },
  });
  const bundle = await bundleAgent(values.out);
  process.stdout.write(`agent bundled into ${bundle}\n`);
  if (values.executable) process.stdout.write(`agent executable: ${await buildAgentExecutable(bundle, values.out)}\n`);
}

if (import.meta.main)
  await main().catch((error: unknown) => {
    process.stderr.write(`build-agent: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
