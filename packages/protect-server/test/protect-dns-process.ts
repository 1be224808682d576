// protect-dns as a child process (its bin), for the end-to-end tests against this server.
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const bin = fileURLToPath(new URL("../../protect-dns/bin/protect-dns.mjs", import.meta.url));

type LogLine = Record<string, unknown> & { msg?: string };

/**
 * Resolves with the plain DNS port (and the DoH port when it listens); `versionLoaded` waits for a
 * policy version, `logged` for a JSON log line that matches.
 */
export function startProtectDns(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, [bin], { env: { ...process.env, ...env } });
  const loaded: number[] = [];
  const waiters: { version: number; resolve: () => void }[] = [];
  const lines: LogLine[] = [];
  const lineWaiters = new Set<{ match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }>();
  let stderr = "";
  createInterface({ input: child.stderr ?? process.stdin }).on("line", (line) => {
    stderr = `${stderr}${line}\n`.slice(-4000);
    if (line.startsWith("{")) {
      const parsed = JSON.parse(line) as LogLine;
      lines.push(parsed);
      for (const waiter of lineWaiters) {
        if (!waiter.match(parsed)) continue;
        lineWaiters.delete(waiter);
        waiter.resolve(parsed);
      }
    }
    if (!line.includes('"msg":"policies updated"')) return;
    const version = Number((JSON.parse(line) as { version: number }).version);
    loaded.push(version);
    for (const waiter of waiters.filter((entry) => version >= entry.version)) waiter.resolve();
  });
  let dohPort: (port: number) => void = () => undefined;
  const doh = new Promise<number>((resolve) => {
    dohPort = resolve;
  });
  const port = new Promise<number>((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`protect-dns exited early with ${code}:\n${stderr}`)));
    createInterface({ input: child.stdout ?? process.stdin }).on("line", (line) => {
      const match = /listening: dns udp\+tcp 127\.0\.0\.1:(\d+)/.exec(line);
      if (match) resolve(Number(match[1]));
      const https = /listening: doh https:\/\/127\.0\.0\.1:(\d+)\//.exec(line);
      if (https) dohPort(Number(https[1]));
    });
  });
  const versionLoaded = (version: number) =>
    loaded.some((seen) => seen >= version)
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({ version, resolve }));
  const logged = (match: (line: LogLine) => boolean): Promise<LogLine> => {
    const found = lines.find(match);
    return found ? Promise.resolve(found) : new Promise((resolve) => lineWaiters.add({ match, resolve }));
  };
  return { child, port, dohPort: doh, versionLoaded, logged };
}
