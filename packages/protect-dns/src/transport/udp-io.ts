// Which machinery the plain-DNS UDP listeners use: the native batched sockets (recvmmsg/sendmmsg,
// Linux, built by `npm ci`) or Node's dgram. Chosen once at start-up; see
// docs/decisions/protect-dns-udp-batching.md.
import { createRequire } from "node:module";

/** The native addon's surface (native/udp-batch.cc). */
export interface UdpBatchAddon {
  /** Bytes per peer address in the `peers` buffer (a sockaddr_in6). */
  peerSize: number;
  UdpBatchSocket: new (
    input: Uint8Array,
    meta: Int32Array,
    peers: Uint8Array,
    output: Uint8Array,
    slots: number,
    ipv6: boolean,
  ) => UdpBatchSocket;
}

export interface UdpBatchSocket {
  /** The bound port, or -errno. */
  bind(address: string, port: number, reusePort: boolean): number;
  start(onBatch: (count: number) => void): void;
  /** Sends the first `count` replies of the send table; returns how many were refused. */
  send(count: number): number;
  /** One datagram to a peer address copied from `peers`; 0 or -errno. */
  sendTo(data: Uint8Array, peer: Uint8Array): number;
  close(): void;
}

/** What the config asks for: `auto` takes the batched sockets when they can be had. */
export type UdpIoSetting = "auto" | "batched" | "dgram";
export type UdpIo = "batched" | "dgram";

const ADDON_PATH = "../../build/Release/udp_batch.node";

let loaded: { addon: UdpBatchAddon } | { reason: string } | undefined;

/** The addon, loaded once per thread; or why it cannot be had here. */
export function loadUdpBatch(): { addon: UdpBatchAddon } | { reason: string } {
  if (loaded !== undefined) return loaded;
  if (process.platform !== "linux") {
    loaded = { reason: `batched UDP needs Linux (recvmmsg/sendmmsg); this is ${process.platform}` };
    return loaded;
  }
  try {
    loaded = { addon: createRequire(import.meta.url)(ADDON_PATH) as UdpBatchAddon };
  } catch (error) {
    loaded = {
      reason: `the native addon is not built (npm ci builds it with node-gyp; see the package README): ${(error as Error).message.split("\n")[0]}`,
    };
  }
  return loaded;
}

/**
 * Settles the setting: `auto` becomes `batched` when the addon loads and `dgram` otherwise, with the
 * reason to log; `batched` without the addon is an error at start-up.
 */
export function resolveUdpIo(setting: UdpIoSetting): { io: UdpIo; fallbackReason: string | null } {
  if (setting === "dgram") return { io: "dgram", fallbackReason: null };
  const addon = loadUdpBatch();
  if ("addon" in addon) return { io: "batched", fallbackReason: null };
  if (setting === "batched") throw new Error(`UDP I/O "batched" is not available: ${addon.reason}`);
  return { io: "dgram", fallbackReason: addon.reason };
}
