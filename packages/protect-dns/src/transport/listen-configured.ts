// Every listener the config enables (plain UDP+TCP, PROXY UDP+TCP, DoH, DoT) around one resolver:
// the same in a single-thread service and in each query thread of the multi-core one.
import type { Config } from "../config.ts";
import type { Resolver } from "../resolve/resolver.ts";
import type { TlsMaterial } from "../tls/tls-material.ts";
import { listenDoh } from "./doh-server.ts";
import { listenDot } from "./dot-server.ts";
import { proxyTrust } from "./proxy-protocol.ts";
import { DEFAULT_STREAM_LIMITS } from "./stream-session.ts";
import { listenTcp } from "./tcp-server.ts";
import { type Listener, listenUdp } from "./udp-server.ts";

/** Bound ports (0 in the config picks a free one). */
export interface ListenPorts {
  udp?: number;
  tcp?: number;
  doh?: number;
  dot?: number;
  proxyUdp?: number;
  proxyTcp?: number;
}

export interface ListenParts {
  resolver: Resolver;
  tls: TlsMaterial | null;
  /** GET /health on the DoH port: status and JSON body. */
  health: () => { ready: boolean; body: Record<string, unknown> };
  onError: (error: unknown) => void;
  /** SO_REUSEPORT on every socket (several threads or processes on the same ports). */
  reusePort: boolean;
}

/**
 * UDP and TCP on the same port. With port 0 the UDP port is picked first; when TCP cannot have the
 * same number (another program holds it), both are tried again on a new port.
 */
async function listenUdpAndTcp(
  port: number,
  listen: (port: number) => Promise<Listener>,
  listenStream: (port: number) => Promise<Listener>,
): Promise<[Listener, Listener]> {
  for (let attempt = 0; ; attempt++) {
    const udp = await listen(port);
    try {
      return [udp, await listenStream(udp.port)];
    } catch (error) {
      await udp.close();
      if (port !== 0 || (error as NodeJS.ErrnoException).code !== "EADDRINUSE" || attempt >= 20) throw error;
    }
  }
}

/** Opens the listeners; on failure closes those already open and throws. */
export async function listenConfigured(
  config: Config,
  parts: ListenParts,
): Promise<{ ports: ListenPorts; listeners: Listener[] }> {
  const { resolver, tls, health, onError, reusePort } = parts;
  const listeners: Listener[] = [];
  const ports: ListenPorts = {};
  const limits = DEFAULT_STREAM_LIMITS;
  try {
    if (config.plain.enabled) {
      const token = config.plain.token ?? null;
      const base = { host: config.plain.host, resolver, token, onError, reusePort };
      const [udp, tcp] = await listenUdpAndTcp(
        config.plain.port,
        (port) => listenUdp({ ...base, port }),
        (port) => listenTcp({ ...base, port, limits }),
      );
      listeners.push(udp, tcp);
      ports.udp = udp.port;
      ports.tcp = tcp.port;
    }
    if (config.proxy.enabled) {
      const proxy = proxyTrust(config.proxy.trustedSources);
      const base = { host: config.proxy.host, resolver, token: null, proxy, onError, reusePort };
      const [udp, tcp] = await listenUdpAndTcp(
        config.proxy.port,
        (port) => listenUdp({ ...base, port }),
        (port) => listenTcp({ ...base, port, limits }),
      );
      listeners.push(udp, tcp);
      ports.proxyUdp = udp.port;
      ports.proxyTcp = tcp.port;
    }
    if (config.doh.enabled && tls) {
      const doh = await listenDoh({
        host: config.doh.host,
        port: config.doh.port,
        resolver,
        tls,
        health,
        onError,
        reusePort,
      });
      listeners.push(doh);
      ports.doh = doh.port;
    }
    if (config.dot.enabled && tls) {
      const dot = await listenDot({
        host: config.dot.host,
        port: config.dot.port,
        resolver,
        tls,
        domain: config.dot.domain,
        limits,
        onError,
        reusePort,
      });
      listeners.push(dot);
      ports.dot = dot.port;
    }
  } catch (error) {
    await Promise.all(listeners.map((listener) => listener.close()));
    throw error;
  }
  return { ports, listeners };
}

/** The config with every port replaced by the one bound (so other threads join the same ports). */
export function withPorts(config: Config, ports: ListenPorts): Config {
  return {
    ...config,
    plain: { ...config.plain, port: ports.udp ?? config.plain.port },
    proxy: { ...config.proxy, port: ports.proxyUdp ?? config.proxy.port },
    doh: { ...config.doh, port: ports.doh ?? config.doh.port },
    dot: { ...config.dot, port: ports.dot ?? config.dot.port },
  };
}
