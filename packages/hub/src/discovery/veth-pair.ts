// Test support: two network namespaces joined by a veth pair, with multicast routed over it, so
// mDNS between them behaves like two machines on one LAN. Needs root (CI runs as root).
import { execFileSync } from "node:child_process";

export interface VethPair {
  /** Namespace names: the "server" side and the "client" side. */
  a: string;
  b: string;
  addressA: string;
  addressB: string;
  destroy(): void;
}

/** Creates the namespaces with unique names; `subnet` is the third octet of 10.201.<subnet>.0/24. */
export function createVethPair(tag: string, subnet: number): VethPair {
  const a = `hub-${tag}-a`;
  const b = `hub-${tag}-b`;
  const vethA = `hv${tag}a`.slice(0, 15);
  const vethB = `hv${tag}b`.slice(0, 15);
  const addressA = `10.201.${subnet}.1`;
  const addressB = `10.201.${subnet}.2`;
  const ip = (...args: string[]) => execFileSync("ip", args, { stdio: ["ignore", "ignore", "pipe"] });
  const destroy = () => {
    for (const ns of [a, b]) {
      try {
        ip("netns", "del", ns);
      } catch {
        // Already gone.
      }
    }
  };
  destroy();
  try {
    ip("netns", "add", a);
    ip("netns", "add", b);
    ip("link", "add", vethA, "type", "veth", "peer", "name", vethB);
    ip("link", "set", vethA, "netns", a);
    ip("link", "set", vethB, "netns", b);
    for (const [ns, dev, address] of [
      [a, vethA, addressA],
      [b, vethB, addressB],
    ] as const) {
      ip("-n", ns, "addr", "add", `${address}/24`, "dev", dev);
      ip("-n", ns, "link", "set", dev, "up", "multicast", "on");
      ip("-n", ns, "link", "set", "lo", "up");
      ip("-n", ns, "route", "add", "224.0.0.0/4", "dev", dev);
    }
  } catch (error) {
    destroy();
    throw error;
  }
  return { a, b, addressA, addressB, destroy };
}
