// Packs the installable packages with `npm pack` (each package's prepack builds its dist/) and
// installs the tarballs with `npm install` into a new folder outside the repository, as a user of
// the packages would. Used by the packaging test and the cold-start benchmark.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, dirname, isAbsolute, join, relative } from "node:path";
import { installablePackages, repoRoot } from "./tasks.ts";

export interface PackedPackage {
  name: string;
  version: string;
  /** Absolute path of the .tgz. */
  tarball: string;
  /** Paths inside the tarball (relative to the package root), as `npm pack` lists them. */
  files: string[];
}

export interface Installation {
  /** The folder the tarballs were installed into (it has its own package.json and node_modules). */
  dir: string;
  packages: PackedPackage[];
  /** Environment for commands run there: PATH led by this Node (>= 24), no npm lifecycle variables. */
  env: NodeJS.ProcessEnv;
  /** Absolute path of an installed command, `node_modules/.bin/<name>`. */
  bin(name: string): string;
  remove(): Promise<void>;
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end; never throws for a non-zero exit (the caller decides). */
export function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { ...options, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && typeof error.code !== "number") reject(error);
      else resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

/**
 * This environment with PATH led by the running Node and without the `npm_*` variables that
 * `npm test` passes down, so that npm in another folder reads no configuration of this repository.
 */
export function cleanEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  return { ...env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ""}`, ...extra };
}

async function npm(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  const result = await runCommand("npm", args, { cwd, env });
  if (result.code !== 0) {
    throw new Error(`npm ${args.join(" ")} failed with exit code ${result.code}:\n${result.stderr}${result.stdout}`);
  }
  return result.stdout;
}

/** `npm pack` of the given package folders (default: every installable package) into `destination`. */
export async function packPackages(destination: string, dirs = installablePackages()): Promise<PackedPackage[]> {
  const env = cleanEnv();
  const workspaces = dirs.flatMap((dir) => ["--workspace", dir]);
  const out = await npm(["pack", "--json", "--pack-destination", destination, ...workspaces], repoRoot, env);
  // Lifecycle output (the prepack build) goes to stderr; stdout is the JSON report.
  const report = JSON.parse(out) as { name: string; version: string; filename: string; files: { path: string }[] }[];
  return report.map((entry) => ({
    name: entry.name,
    version: entry.version,
    tarball: join(destination, entry.filename),
    files: entry.files.map((file) => file.path).sort(),
  }));
}

/** Packs the installable packages and installs them into a new temporary folder outside the repository. */
export async function packAndInstall(dirs?: string[]): Promise<Installation> {
  const dir = await mkdtemp(join(tmpdir(), "hq-installed-"));
  const fromRepo = relative(repoRoot, dir);
  if (!fromRepo.startsWith("..") && !isAbsolute(fromRepo)) throw new Error(`${dir} is inside the repository`);
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const tarballs = join(dir, "tarballs");
    await mkdir(tarballs);
    const packages = await packPackages(tarballs, dirs);
    const app = join(dir, "app");
    await mkdir(app);
    await writeFile(join(app, "package.json"), `${JSON.stringify({ name: "hq-install-check", private: true })}\n`);
    const env = cleanEnv();
    await npm(["install", "--no-audit", "--no-fund", ...packages.map((p) => p.tarball)], app, env);
    return { dir: app, packages, env, bin: (name) => join(app, "node_modules", ".bin", name), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** The installed package.json of a package in an installation. */
export async function installedManifest(installation: Installation, name: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(installation.dir, "node_modules", name, "package.json"), "utf8"));
}
