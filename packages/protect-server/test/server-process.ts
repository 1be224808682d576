// protect-server as a process of its own (the real CLI), for tests about processes: signals,
// restarts, several instances. Its JSON log lines are parsed as they come so that a test waits for
// one (an event, not a sleep); stderr is passed through with the instance's name.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { stopChild, waitForOutput } from "./processes.ts";

const bin = fileURLToPath(new URL("../bin/protect-server.mjs", import.meta.url));

export type ServerLogLine = Record<string, unknown> & { msg?: string; level?: number };

export interface ServerProcess {
  name: string;
  url: string;
  child: ChildProcess;
  lines: ServerLogLine[];
  /** Resolves with the first line from index `from` on that matches. */
  waitFor(match: (line: ServerLogLine) => boolean, from?: number): Promise<ServerLogLine>;
  /** Stops it (SIGTERM unless told otherwise) and removes its data folder. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `protect-server` with `env` (plus a data folder of its own, or `options.dataDir`, which the
 * caller owns and stop() leaves: a restart on the same embedded database) and resolves once it listens.
 */
export async function startServerProcess(
  name: string,
  env: NodeJS.ProcessEnv,
  options: { dataDir?: string } = {},
): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `protect-process-${name}-`));
  const child = spawn(process.execPath, [bin], {
    env: { ...process.env, ...env, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: ServerLogLine[] = [];
  const waiters = new Set<{
    match: (line: ServerLogLine) => boolean;
    from: number;
    resolve: (line: ServerLogLine) => void;
  }>();
  let partial = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    partial += chunk.toString();
    const complete = partial.split("\n");
    partial = complete.pop() ?? "";
    for (const text of complete) {
      if (!text.startsWith("{")) continue;
      const line = JSON.parse(text) as ServerLogLine;
      lines.push(line);
      for (const waiter of waiters) {
        if (lines.length - 1 >= waiter.from && waiter.match(line)) {
          waiters.delete(waiter);
          waiter.resolve(line);
        }
      }
    }
  });
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    await stopChild(child, signal);
    if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const listening = await waitForOutput(child, /listening on (http:\/\/\S+)/);
    return {
      name,
      url: /http:\/\/\S+/.exec(listening)?.[0] ?? "",
      child,
      lines,
      waitFor(match, from = 0) {
        const found = lines.slice(from).find(match);
        if (found) return Promise.resolve(found);
        return new Promise((resolve) => waiters.add({ match, from, resolve }));
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
