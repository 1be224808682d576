// DNS over TLS (RFC 7858) with the device token in the SNI host name: `<token>.<dot-domain>`, as
// Android's Private DNS setting takes a host name only.
import type { Socket } from "node:net";
import { createServer, type TLSSocket } from "node:tls";
import type { Resolver } from "../resolve/resolver.ts";
import type { TlsMaterial } from "../tls/tls-material.ts";
import type { StreamLimits } from "./stream-session.ts";
import { serveStream } from "./stream-session.ts";
import { closeServer, listenServer } from "./tcp-server.ts";
import type { Listener } from "./udp-server.ts";

export interface DotListenOptions {
  host: string;
  port: number;
  resolver: Resolver;
  tls: TlsMaterial;
  /** The domain under which device host names live, e.g. "dot.example.org". */
  domain: string;
  limits: StreamLimits;
  /** TLS handshake must finish within this (ms). */
  handshakeTimeoutMs?: number;
  onError: (error: unknown) => void;
  reusePort?: boolean;
}

/** The device token in an SNI host name `<token>.<domain>`, or null. */
export function tokenFromServerName(serverName: string | false | null | undefined, domain: string): string | null {
  if (!serverName) return null;
  const name = serverName.toLowerCase();
  const suffix = `.${domain}`;
  if (!name.endsWith(suffix)) return null;
  const label = name.slice(0, -suffix.length);
  return label.length > 0 && !label.includes(".") ? label : null;
}

export async function listenDot(options: DotListenOptions): Promise<Listener> {
  const { resolver, limits, onError, domain } = options;
  const sockets = new Set<Socket>();
  const server = createServer(
    {
      key: options.tls.key,
      cert: options.tls.cert,
      ALPNProtocols: ["dot"],
      handshakeTimeout: options.handshakeTimeoutMs ?? 10_000,
      minVersion: "TLSv1.2",
    },
    (socket: TLSSocket) => {
      const token = tokenFromServerName(socket.servername, domain);
      serveStream(socket, resolver, { transport: "dot", token }, { limits, onError });
    },
  );
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  server.on("tlsClientError", () => {});
  const port = await listenServer(server, options.host, options.port, options.reusePort);
  return { port, close: () => closeServer(server, sockets) };
}
