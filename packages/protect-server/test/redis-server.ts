// A redis-server of the test's own on a free loopback port (no persistence), stopped by the test.
// It can be stopped and started again on the same port, as an operator restarts Redis.
import { type ChildProcess, spawn } from "node:child_process";
import { freePort, requireProgram, stopChild, waitForOutput } from "./processes.ts";

export interface TestRedis {
  url: string;
  port: number;
  /** Starts it again on the same port after stop(); no-op while it runs. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<TestRedis> {
  const program = requireProgram("redis-server", ["/usr/bin/redis-server"]);
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    if (child) return;
    const started = spawn(
      program,
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    child = started;
    await waitForOutput(started, /Ready to accept connections/);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    async stop() {
      const running = child;
      child = undefined;
      if (running) await stopChild(running);
    },
  };
}
