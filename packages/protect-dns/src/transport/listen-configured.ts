// Every listener the config enables (plain UDP+TCP, PROXY UDP+TCP, DoH, DoT) around one resolver:
// the same in a single-thread service and in each query thread of the multi-core one.
import { createSocket } from "node:dgram";
import type { Config } from "../config.ts";
import type { Resolver } from "../resolve/resolver.ts";
import type { TlsMaterial } from "../tls/tls-material.ts";
import { listenDoh } from "./doh-server.ts";
import { listenDot } from "./dot-server.ts";
import { type ProxyTrust, proxyTrust } from "./proxy-protocol.ts";
import { DEFAULT_STREAM_LIMITS } from "./stream-session.ts";
import { listenTcp } from "./tcp-server.ts";
import type { UdpIo } from "./udp-io.ts";
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
  /** How the UDP listeners receive and send (settled at start-up, see udp-io.ts). */
  udpIo: UdpIo;
}

/**
 * A UDP port that no socket holds on `host`, found by binding one without SO_REUSEPORT to port 0.
 * Linux lets a port-0 bind with SO_REUSEPORT land on a port that another program of the same user
 * already holds with SO_REUSEPORT, and then spreads that program's queries over both: a listener
 * that must share its port with its own threads asks for a free port this way first.
 */
async function freeUdpPort(host: string): Promise<{ port: number; release: () => Promise<void> }> {
  const probe = createSocket(host.includes(":") ? "udp6" : "udp4");
  await new Promise<void>((resolve, reject) => {
    probe.once("error", reject);
    probe.bind(0, host, () => {
      probe.off("error", reject);
      resolve();
    });
  });
  return {
    port: probe.address().port,
    release: () => new Promise<void>((resolve) => probe.close(() => resolve())),
  };
}

/**
 * UDP and TCP on the same port. With port 0 the UDP port is picked first (held by a probe while TCP
 * binds when the sockets share their port with other threads); when TCP cannot have the same number
 * (another program holds it), both are tried again on a new port.
 */
export async function listenUdpAndTcp(
  host: string,
  port: number,
  reusePort: boolean,
  listen: (port: number) => Promise<Listener>,
  listenStream: (port: number) => Promise<Listener>,
): Promise<[Listener, Listener]> {
  for (let attempt = 0; ; attempt++) {
    let tcp: Listener | undefined;
    let udp: Listener | undefined;
    try {
      if (port === 0 && reusePort) {
        const free = await freeUdpPort(host);
        try {
          tcp = await listenStream(free.port);
        } finally {
          await free.release();
        }
        udp = await listen(free.port);
        return [udp, tcp];
      }
      udp = await listen(port);
      return [udp, await listenStream(udp.port)];
    } catch (error) {
      await Promise.all([udp?.close(), tcp?.close()]);
      if (port !== 0 || (error as NodeJS.ErrnoException).code !== "EADDRINUSE" || attempt >= 20) throw error;
    }
  }
}

/** Opens the listeners; on failure closes those already open and throws. */
export async function listenConfigured(
  config: Config,
  parts: ListenParts,
): Promise<{ ports: ListenPorts; listeners: Listener[] }> {
  const { resolver, tls, health, onError, reusePort, udpIo } = parts;
  const listeners: Listener[] = [];
  const ports: ListenPorts = {};
  const limits = DEFAULT_STREAM_LIMITS;
  try {
    const pair = async (host: string, port: number, token: string | null, proxy?: ProxyTrust) => {
      const base = { host, resolver, token, onError, reusePort, ...(proxy ? { proxy } : {}) };
      const [udp, tcp] = await listenUdpAndTcp(
        host,
        port,
        reusePort,
        (port) => listenUdp({ ...base, port, io: udpIo }),
        (port) => listenTcp({ ...base, port, limits }),
      );
      listeners.push(udp, tcp);
      return [udp.port, tcp.port] as const;
    };
    if (config.plain.enabled) {
      [ports.udp, ports.tcp] = await pair(config.plain.host, config.plain.port, config.plain.token ?? null);
    }
    if (config.proxy.enabled) {
      const trust = proxyTrust(config.proxy.trustedSources);
      [ports.proxyUdp, ports.proxyTcp] = await pair(config.proxy.host, config.proxy.port, null, trust);
    }
    const secure = { resolver, tls: tls!, onError, reusePort };
    if (config.doh.enabled && tls) {
      const doh = await listenDoh({ ...secure, host: config.doh.host, port: config.doh.port, health });
      listeners.push(doh);
      ports.doh = doh.port;
    }
    if (config.dot.enabled && tls) {
      const { host, port, domain } = config.dot;
      const dot = await listenDot({ ...secure, host, port, domain, limits });
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
