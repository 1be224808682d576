// Finds or installs a Node.js >= 24 for this repository. Plain JavaScript with no dependencies,
// because it must run on the Node 20 that the build machines ship.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, statSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const NODE_VERSION = "24.21.0";
const MIN_MAJOR = 24;
const toolsDir = join(repoRoot, ".tools", "node");
const toolsNode = join(toolsDir, "node_modules", `node-${process.platform}-${process.arch}`, "bin", "node");

const majorOf = (version) => Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function versionOf(file) {
  try {
    return execFileSync(file, ["--version"], { encoding: "utf8", timeout: 10_000 }).trim();
  } catch {
    return "";
  }
}

/** The first `node` on PATH whose major version is at least 24, or undefined. */
function nodeFromPath() {
  const seen = new Set();
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    const file = join(dir, "node");
    if (!dir || seen.has(file) || !isExecutable(file)) continue;
    seen.add(file);
    if (majorOf(versionOf(file)) >= MIN_MAJOR) return file;
  }
  return undefined;
}

/**
 * Installs the platform's Node binary package from the npm registry into .tools/node. We install
 * `node-<platform>-<arch>` (the package that the `node` package's preinstall script would fetch)
 * directly, so no install script runs.
 */
function installNode() {
  const pkg = `node-${process.platform}-${process.arch}@${NODE_VERSION}`;
  process.stderr.write(
    `Node ${process.version} is older than ${MIN_MAJOR}: installing ${pkg} into .tools/node (once)\n`,
  );
  const result = spawnSync(
    "npm",
    ["install", "--prefix", toolsDir, "--no-save", "--no-package-lock", "--no-audit", "--no-fund", pkg],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  if (result.status !== 0 || !isExecutable(toolsNode)) {
    throw new Error(`Could not install ${pkg} from the npm registry (npm exited with ${result.status})`);
  }
}

/** Absolute path of a Node >= 24 binary: this process, one on PATH, or the one in .tools. */
export function findNode24({ install = true } = {}) {
  if (majorOf(process.version) >= MIN_MAJOR) return process.execPath;
  if (isExecutable(toolsNode)) return toolsNode;
  const fromPath = nodeFromPath();
  if (fromPath) return fromPath;
  if (!install) return undefined;
  installNode();
  return toolsNode;
}

/** Environment whose PATH starts with the directory of the given node binary. */
export function envWith(node) {
  return { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ""}` };
}

/** Runs `npm ci` when node_modules is missing or older than package-lock.json. */
export function ensureDependencies(node) {
  const marker = join(repoRoot, "node_modules", ".package-lock.json");
  const lock = join(repoRoot, "package-lock.json");
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  process.stderr.write("Installing dependencies (npm ci)\n");
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], {
    cwd: repoRoot,
    env: envWith(node),
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error(`npm ci failed with exit code ${result.status}`);
}

/**
 * Runs a script with Node >= 24, forwarding arguments, signals and the exit code.
 * Used by the package bins so that they work whichever `node` started them.
 */
export function runWithNode24(script, args) {
  const node = findNode24({ install: false });
  if (!node) {
    process.stderr.write(
      `This command needs Node.js >= ${MIN_MAJOR}; run \`npm test\` or \`npm start\` once to install it.\n`,
    );
    process.exit(1);
  }
  const child = spawn(node, [script, ...args], { stdio: "inherit", env: envWith(node) });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => child.kill(signal));
  }
  child.on("exit", (code, signal) => {
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
}

/** Entry of the package bins: imports the CLI when this Node strips types, else re-runs it with Node >= 24. */
export async function launch(entry) {
  if (majorOf(process.version) >= MIN_MAJOR) await import(entry.href);
  else runWithNode24(fileURLToPath(entry), process.argv.slice(2));
}
