// Plain DNS over TCP (loopback default and truncation fallback), optionally behind a PROXY v2
// header from a trusted balancer.
import { createServer, type Server, type Socket } from "node:net";
import type { Resolver } from "../resolve/resolver.ts";
import { type ProxyTrust, parseProxyHeader } from "./proxy-protocol.ts";
import { type StreamLimits, serveStream } from "./stream-session.ts";
import type { Listener } from "./udp-server.ts";

export interface TcpListenOptions {
  host: string;
  port: number;
  resolver: Resolver;
  token: string | null;
  proxy?: ProxyTrust;
  limits: StreamLimits;
  reusePort?: boolean;
  onError: (error: unknown) => void;
}

/** Listens and resolves once bound; `close` stops accepting and ends open connections. */
export async function listenServer(server: Server, host: string, port: number, reusePort = false): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ host, port, reusePort }, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  return typeof address === "object" && address ? address.port : port;
}

/** Closes a server and every connection it still has. */
export function closeServer(server: Server, sockets: Set<Socket>): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    for (const socket of sockets) socket.destroy();
  });
}

export async function listenTcp(options: TcpListenOptions): Promise<Listener> {
  const { resolver, proxy, limits, onError } = options;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    if (!proxy) {
      serveStream(socket, resolver, { transport: "tcp", token: options.token }, { limits, onError });
      return;
    }
    if (!proxy.allows(socket.remoteAddress ?? "")) {
      socket.destroy();
      return;
    }
    // The PROXY header comes first, once per connection.
    let head = Buffer.alloc(0);
    const onHead = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const header = parseProxyHeader(head, true);
      if (header === "incomplete") {
        if (head.length > 1024) socket.destroy();
        return;
      }
      socket.off("data", onHead);
      if (header === null) {
        socket.destroy();
        return;
      }
      const ctx = { transport: "tcp" as const, token: header.token };
      serveStream(socket, resolver, ctx, { limits, onError, initial: head.subarray(header.length) });
    };
    socket.on("data", onHead);
    socket.on("error", () => socket.destroy());
  });
  const port = await listenServer(server, options.host, options.port, options.reusePort);
  return { port, close: () => closeServer(server, sockets) };
}
