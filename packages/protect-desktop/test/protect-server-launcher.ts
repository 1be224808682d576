// Starts a real protect-server (PGlite in a temporary folder, loopback, port 0) in this process
// with a clock the test moves, for the end-to-end tests of pairing and cooldown. Run as a child
// process: `node test/protect-server-launcher.ts <dataDir> [databaseUrl]` (PostgreSQL when given);
// prints `listening <url>`, then reads
// commands from stdin, one a line: `advance <ms>` (answers `now <iso>`).
// The agent under test reaches this server only over HTTP. The server's `Date` header follows the
// moved clock, as it follows real time in production (the agent decides releases by it).
import { ServerResponse } from "node:http";
import { createInterface } from "node:readline";
import pino from "pino";
import { deviceHousekeepingJob } from "../../protect-server/src/jobs/device-housekeeping.ts";
import { manualClock } from "../../protect-server/src/platform/clock.ts";
import { configFromEnv, parseConfig } from "../../protect-server/src/platform/config.ts";
import { startServer } from "../../protect-server/src/server.ts";

const dataDir = process.argv[2];
const databaseUrl = process.argv[3] ?? "";
if (!dataDir) throw new Error("usage: protect-server-launcher.ts <dataDir> [databaseUrl]");
const clock = manualClock(new Date());

const writeHead = ServerResponse.prototype.writeHead;
ServerResponse.prototype.writeHead = function (this: ServerResponse, ...args: unknown[]) {
  if (!this.headersSent) this.setHeader("date", clock.now().toUTCString());
  return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
} as typeof writeHead;

const server = await startServer(
  parseConfig(
    configFromEnv({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" }),
  ),
  {
    clock,
    logger: pino({ level: "silent" }),
    // The release job runs often here: on the moved clock, it releases what is due.
    jobs: () => [{ ...deviceHousekeepingJob(), intervalMs: 20, firstRunAfterMs: 0 }],
  },
);
process.stdout.write(`listening ${server.url}\n`);

for await (const line of createInterface({ input: process.stdin })) {
  const advance = /^advance (\d+)$/.exec(line.trim());
  if (advance) {
    clock.advance(Number(advance[1]));
    process.stdout.write(`now ${clock.now().toISOString()}\n`);
  }
}
await server.close();
