// `npm ci` runs this (the package's install script): builds the batched-UDP addon with node-gyp
// on Linux. Without a C++ toolchain the install still succeeds and protect-dns answers UDP through
// Node's dgram, saying so in its start-up log; `npm run build:native -w @hq/protect-dns` shows
// the build's own output. See docs/decisions/protect-dns-udp-batching.md.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");

if (process.platform !== "linux") {
  process.stderr.write(`protect-dns: batched UDP is Linux-only (recvmmsg/sendmmsg); ${process.platform} uses dgram\n`);
} else {
  // npm puts its own node-gyp on PATH for install scripts, with the machine's nodedir setting.
  const build = spawnSync("node-gyp", ["rebuild"], { cwd: packageDir, stdio: "inherit" });
  if (build.status !== 0) {
    const why = build.error ? build.error.message : `node-gyp exited with ${build.status}`;
    process.stderr.write(
      `\nprotect-dns: the batched-UDP addon was not built (${why}).\n` +
        "protect-dns will answer UDP through Node's dgram, about half as fast; install g++, make and\n" +
        "python3, then run `npm run build:native -w @hq/protect-dns`.\n\n",
    );
  }
}
