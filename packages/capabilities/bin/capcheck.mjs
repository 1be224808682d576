#!/usr/bin/env node
// The `capcheck` command. Installed from the package, it runs the built CLI (dist/) and needs Node >= 24.
// In a checkout of the hq repository (src/ is there; the package tarball has none) it runs the
// TypeScript source, so edits need no build; a Node older than 24, which cannot strip types, hands
// over to the repository's launcher, which re-runs this file with the Node 24 in .tools/.
// Plain JavaScript that Node 20 can parse: the version check must be reachable on old Nodes.
import { existsSync } from "node:fs";
import module from "node:module";
import { fileURLToPath } from "node:url";

const NAME = "capcheck";
const MIN_MAJOR = 24;
const source = new URL("../src/cli/main.ts", import.meta.url);
const checkout = existsSync(source);

if (Number(process.versions.node.split(".")[0]) >= MIN_MAJOR) {
  // Reuses compiled modules between runs (a cold start is faster); a no-op when disabled.
  module.enableCompileCache?.();
  await import(checkout ? source.href : "../dist/cli/main.js");
} else if (checkout) {
  const { runWithNode24 } = await import("../../../scripts/node24.mjs");
  runWithNode24(fileURLToPath(import.meta.url), process.argv.slice(2));
} else {
  process.stderr.write(
    `${NAME} needs Node.js >= ${MIN_MAJOR}; this is Node ${process.version} (${process.execPath}).\n` +
      `Install Node.js ${MIN_MAJOR} or later (https://nodejs.org) and run ${NAME} with it.\n`,
  );
  process.exitCode = 1;
}
