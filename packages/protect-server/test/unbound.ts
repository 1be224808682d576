// A real unbound (Debian package) on a loopback port, answering only the records the test gives it:
// every other name is NXDOMAIN from its own "." zone, so it never recurses to the internet.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, requireProgram, stopChild, waitForOutput } from "./processes.ts";

export interface TestUnbound {
  /** "127.0.0.1:<port>" */
  address: string;
  stop(): Promise<void>;
}

/** `records`: name → addresses (A for IPv4, AAAA for IPv6). */
export async function startUnbound(records: Record<string, string[]>): Promise<TestUnbound> {
  const binary = requireProgram("unbound", ["/usr/sbin/unbound"]);
  const dir = mkdtempSync(join(tmpdir(), "unbound-"));
  const port = await freePort();
  const data = Object.entries(records).flatMap(([name, addresses]) =>
    addresses.map((address) => `  local-data: "${name}. 60 IN ${address.includes(":") ? "AAAA" : "A"} ${address}"`),
  );
  const config = join(dir, "unbound.conf");
  writeFileSync(
    config,
    [
      "server:",
      "  interface: 127.0.0.1",
      `  port: ${port}`,
      "  do-daemonize: no",
      '  chroot: ""',
      '  username: ""',
      `  directory: "${dir}"`,
      `  pidfile: "${join(dir, "unbound.pid")}"`,
      "  use-syslog: no",
      '  logfile: ""',
      "  verbosity: 1",
      "  do-ip6: no",
      '  module-config: "iterator"',
      '  local-zone: "." static',
      ...data,
      "remote-control:",
      "  control-enable: no",
      "",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(binary, ["-d", "-c", config], { stdio: ["ignore", "pipe", "pipe"] });
  try {
    await waitForOutput(child, /start of service/);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    address: `127.0.0.1:${port}`,
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
