import { readFileSync } from "node:fs";
import { nodeIo } from "./node-io.ts";
import { runCli } from "./program.ts";

const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

// A reader that stops early (`capcheck resolve ... | head`) closes the pipe: that is not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});

try {
  process.exitCode = runCli(process.argv.slice(2), { io: nodeIo(), version });
} catch (error) {
  process.stderr.write(
    `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
}
