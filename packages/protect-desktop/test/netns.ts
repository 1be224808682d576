// Network namespaces for the Linux adapter's end-to-end test (needs root; CI runs as root), and a
// way to run a program in one with files of the test's root folder mounted over the real /etc
// paths, in a private mount namespace, so nothing outside the test changes.
import { type ChildProcess, execFileSync, type StdioOptions, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";

export interface Netns {
  readonly name: string;
  /** argv that runs `command` inside the namespace with `binds` (source → target) mounted. */
  command(binds: Readonly<Record<string, string>>, command: readonly string[]): string[];
  run(binds: Readonly<Record<string, string>>, command: readonly string[]): { status: number; stdout: string };
  spawn(binds: Readonly<Record<string, string>>, command: readonly string[], stdio: StdioOptions): ChildProcess;
  remove(): void;
}

export function createNetns(): Netns {
  const name = `pd-${randomBytes(4).toString("hex")}`;
  execFileSync("ip", ["netns", "add", name]);
  const inside = (...argv: string[]) => execFileSync("ip", ["netns", "exec", name, ...argv]);
  try {
    inside("ip", "link", "set", "lo", "up");
    // A non-loopback interface with an IPv4 address, so that getaddrinfo (AI_ADDRCONFIG) asks for A
    // records and Chromium considers itself online. A veth pair with both ends in the namespace:
    // it leads nowhere, the namespace has no route out.
    inside("ip", "link", "add", "pd0", "type", "veth", "peer", "name", "pd1");
    inside("ip", "addr", "add", "198.18.0.1/31", "dev", "pd0");
    inside("ip", "addr", "add", "198.18.0.0/31", "dev", "pd1");
    inside("ip", "link", "set", "pd0", "up");
    inside("ip", "link", "set", "pd1", "up");
  } catch (error) {
    execFileSync("ip", ["netns", "delete", name]);
    throw error;
  }
  const command = (binds: Readonly<Record<string, string>>, argv: readonly string[]) => {
    const mounts = Object.entries(binds).map(([source, target]) => `mount --bind '${source}' '${target}'`);
    const script = [...mounts, 'exec "$@"'].join(" && ");
    return [
      "ip",
      "netns",
      "exec",
      name,
      "unshare",
      "--mount",
      "--propagation",
      "private",
      "sh",
      "-c",
      script,
      "sh",
      ...argv,
    ];
  };
  return {
    name,
    command,
    run(binds, argv) {
      const [program, ...args] = command(binds, argv);
      try {
        return {
          status: 0,
          stdout: execFileSync(program!, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }),
        };
      } catch (error) {
        const failed = error as { status?: number; stdout?: string };
        return { status: failed.status ?? -1, stdout: failed.stdout ?? "" };
      }
    },
    spawn(binds, argv, stdio) {
      const [program, ...args] = command(binds, argv);
      return spawn(program!, args, { stdio });
    },
    remove() {
      execFileSync("ip", ["netns", "delete", name]);
    },
  };
}
