// Helpers for tests that run real programs (chromium, redocly, redis-server, haproxy, PostgreSQL):
// find the binary or fail with how to install it, free loopback ports, and waiting for a line.
import { type ChildProcess, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

/** The path of a program, or an error that says how to get it (CI installs it in .ci/run). */
export function requireProgram(name: string, candidates: string[] = []): string {
  for (const candidate of candidates) if (existsSync(candidate)) return candidate;
  try {
    return execFileSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).trim();
  } catch {
    throw new Error(`"${name}" is not installed: apt-get install it (.ci/run does on a fresh machine)`);
  }
}

/** A port that was free on 127.0.0.1 a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * What the child writes to stdout and stderr from now on, and a promise of the first match of
 * `pattern` in it (matched on all of it: a line may arrive split over chunks); rejects when the
 * child exits first.
 */
export function watchOutput(child: ChildProcess, pattern: RegExp): { match: Promise<string>; text(): string } {
  let buffer = "";
  const match = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const found = pattern.exec(buffer);
      if (found) {
        cleanup();
        resolve(found[0]);
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`process exited (${code}) before printing ${pattern}:\n${buffer.slice(-2000)}`));
    };
    const cleanup = () => {
      child.stdout?.off("data", onData);
      child.stderr?.off("data", onData);
      child.off("exit", onExit);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", onExit);
  });
  return { match, text: () => buffer };
}

/** Resolves when a line of the child's stdout or stderr matches; rejects when it exits first. */
export function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<string> {
  return watchOutput(child, pattern).match;
}

/** Stops a child we started and waits for it to exit. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill(signal);
  await exited;
}
