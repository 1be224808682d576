#!/usr/bin/env node
// The `hub` command. Installed from the package, it runs the bundled CLI (dist/bundle/, built by
// scripts/bundle.ts) and needs Node >= 24. In a checkout of the hq repository (src/ is there; the
// package tarball has none) it runs the TypeScript source, so edits need no build; a Node older
// than 24, which cannot strip types, hands over to the repository's launcher, which re-runs this
// file with the Node 24 in .tools/.
// Plain JavaScript that Node 20 can parse: the version check must be reachable on old Nodes.

const NAME = "hub";
const MIN_MAJOR = 24;
const source = new URL("../src/cli/main.ts", import.meta.url);

if (Number(process.versions.node.split(".")[0]) >= MIN_MAJOR) {
  // Built-ins as CommonJS views: an ES import of node:fs would also load Node's streams, which a
  // command start does not need (docs/decisions/hub-cli-cold-start.md).
  // The compile cache reuses compiled modules between runs (a cold `hub` starts much faster).
  process.getBuiltinModule("node:module").enableCompileCache?.();
  const checkout = process.getBuiltinModule("node:fs").existsSync(source);
  await import(checkout ? source.href : "../dist/bundle/main.js");
} else {
  const [{ existsSync }, { fileURLToPath }] = await Promise.all([import("node:fs"), import("node:url")]);
  if (existsSync(source)) {
    const { runWithNode24 } = await import("../../../scripts/node24.mjs");
    runWithNode24(fileURLToPath(import.meta.url), process.argv.slice(2));
  } else {
    process.stderr.write(
      `${NAME} needs Node.js >= ${MIN_MAJOR}; this is Node ${process.version} (${process.execPath}).\n` +
        `Install Node.js ${MIN_MAJOR} or later (https://nodejs.org) and run ${NAME} with it.\n`,
    );
    process.exitCode = 1;
  }
}
