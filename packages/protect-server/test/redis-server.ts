// A redis-server of the test's own on a free loopback port (no persistence), stopped by the test.
import { type ChildProcess, spawn } from "node:child_process";
import { freePort, requireProgram, stopChild, waitForOutput } from "./processes.ts";

export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<TestRedis> {
  const program = requireProgram("redis-server", ["/usr/bin/redis-server"]);
  const port = await freePort();
  const child: ChildProcess = spawn(
    program,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  await waitForOutput(child, /Ready to accept connections/);
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => stopChild(child) };
}
