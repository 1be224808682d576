// Plain DNS over UDP, for loopback and a local default (no token: the configured default token or
// the unknown-token policy applies), and the PROXY-protocol variant used behind dnsdist. Two
// machineries with the same rules: the native batched socket (udp-batch-server.ts) where it was
// built, and Node's dgram (here) everywhere.
import { createSocket, type RemoteInfo, type Socket } from "node:dgram";
import type { Resolver } from "../resolve/resolver.ts";
import { answerMessage } from "./answer-message.ts";
import { type ProxyTrust, parseProxyHeader } from "./proxy-protocol.ts";
import { listenUdpBatched } from "./udp-batch-server.ts";
import { loadUdpBatch, type UdpIo } from "./udp-io.ts";

export interface UdpListenOptions {
  host: string;
  port: number;
  resolver: Resolver;
  /** Token applied to every query (plain DNS has nowhere to carry one). */
  token: string | null;
  /** Datagrams start with a PROXY v2 header from a trusted balancer; the token comes from it. */
  proxy?: ProxyTrust;
  reusePort?: boolean;
  /** The machinery (see udp-io.ts); dgram when not given. */
  io?: UdpIo;
  onError: (error: unknown) => void;
}

export interface Listener {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Replies go to the address a datagram came from, always an IP literal: answering `send`'s lookup
 * at once spares each reply dns.lookup's detour through the next tick.
 */
function literalLookup(
  address: string,
  _family: unknown,
  callback: (error: null, address: string, family: number) => void,
): void {
  callback(null, address, address.includes(":") ? 6 : 4);
}

export async function listenUdp(options: UdpListenOptions): Promise<Listener> {
  if (options.io !== "batched") return listenUdpDgram(options);
  const loaded = loadUdpBatch();
  if (!("addon" in loaded)) throw new Error(`UDP I/O "batched" is not available: ${loaded.reason}`);
  return listenUdpBatched(options, loaded.addon);
}

async function listenUdpDgram(options: UdpListenOptions): Promise<Listener> {
  const socket: Socket = createSocket({
    type: options.host.includes(":") ? "udp6" : "udp4",
    reusePort: options.reusePort ?? false,
    lookup: literalLookup as never,
  });
  const { resolver, proxy, onError } = options;
  const baseCtx = { transport: "udp" as const, token: options.token };
  socket.on("message", (msg: Buffer, peer: RemoteInfo) => {
    let message: Uint8Array = msg;
    let ctx = baseCtx;
    if (proxy) {
      if (!proxy.allows(peer.address)) return;
      const header = parseProxyHeader(msg);
      if (header === null) return;
      message = msg.subarray(header.length);
      ctx = { transport: "udp", token: header.token };
    }
    answerMessage(
      resolver,
      message,
      ctx,
      (reply) => {
        if (reply !== null) socket.send(reply.bytes, peer.port, peer.address);
      },
      onError,
    );
  });
  socket.on("error", onError);
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(options.port, options.host, () => {
      socket.off("error", reject);
      resolve();
    });
  });
  return {
    port: socket.address().port,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
