// protect-dns as a child process (its bin), for the end-to-end tests against this server.
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const bin = fileURLToPath(new URL("../../protect-dns/bin/protect-dns.mjs", import.meta.url));

/** Resolves with the plain DNS port; `versions` resolves each policy version protect-dns loaded. */
export function startProtectDns(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, [bin], { env: { ...process.env, ...env } });
  const loaded: number[] = [];
  const waiters: { version: number; resolve: () => void }[] = [];
  let stderr = "";
  createInterface({ input: child.stderr ?? process.stdin }).on("line", (line) => {
    stderr = `${stderr}${line}\n`.slice(-4000);
    if (!line.includes('"msg":"policies updated"')) return;
    const version = Number((JSON.parse(line) as { version: number }).version);
    loaded.push(version);
    for (const waiter of waiters.filter((entry) => version >= entry.version)) waiter.resolve();
  });
  const port = new Promise<number>((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`protect-dns exited early with ${code}:\n${stderr}`)));
    createInterface({ input: child.stdout ?? process.stdin }).on("line", (line) => {
      const match = /listening: dns udp\+tcp 127\.0\.0\.1:(\d+)/.exec(line);
      if (match) resolve(Number(match[1]));
    });
  });
  const versionLoaded = (version: number) =>
    loaded.some((seen) => seen >= version)
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({ version, resolve }));
  return { child, port, versionLoaded };
}
