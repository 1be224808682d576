// The running resolver: policy store and sync, handshake reporter, upstream, cache, and the
// listeners the config enables. Everything IO-bound can be passed in (tests use the in-memory
// policy source, handshake sink and upstream); the entry passes nothing and gets the real ones.
import type { Logger } from "pino";
import { type Clock, systemClock } from "./clock.ts";
import type { Config } from "./config.ts";
import { HandshakeReporter } from "./handshake/handshake-reporter.ts";
import type { HandshakeSink } from "./handshake/handshake-sink.ts";
import { HttpHandshakeSink } from "./handshake/http-handshake-sink.ts";
import { HttpPolicySource } from "./policy/http-policy-source.ts";
import { PolicyDiskCache } from "./policy/policy-disk-cache.ts";
import type { PolicySource } from "./policy/policy-source.ts";
import { PolicyStore } from "./policy/policy-store.ts";
import { PolicySync } from "./policy/policy-sync.ts";
import { AnswerCache } from "./resolve/answer-cache.ts";
import { DEFAULT_CANARIES, Resolver } from "./resolve/resolver.ts";
import type { Upstream } from "./resolve/upstream.ts";
import { upstreamPool } from "./resolve/upstream-from-url.ts";
import { developmentNames, developmentTlsMaterial, readTlsMaterial, type TlsMaterial } from "./tls/tls-material.ts";
import { listenDoh } from "./transport/doh-server.ts";
import { listenDot } from "./transport/dot-server.ts";
import { proxyTrust } from "./transport/proxy-protocol.ts";
import { DEFAULT_STREAM_LIMITS } from "./transport/stream-session.ts";
import { listenTcp } from "./transport/tcp-server.ts";
import { type Listener, listenUdp } from "./transport/udp-server.ts";

export interface ServiceDeps {
  logger: Logger;
  clock?: Clock;
  policySource?: PolicySource;
  handshakeSink?: HandshakeSink;
  upstream?: Upstream;
  tls?: TlsMaterial;
  /** Keep the last policy in the data folder (default true). */
  diskCache?: boolean;
  version?: string;
}

export interface ResolverService {
  /** Bound ports (0 in the config picks a free one). */
  ports: { udp?: number; tcp?: number; doh?: number; dot?: number; proxyUdp?: number; proxyTcp?: number };
  store: PolicyStore;
  sync: PolicySync;
  reporter: HandshakeReporter;
  resolver: Resolver;
  cache: AnswerCache;
  tls: TlsMaterial | null;
  /** Resolves once policies and both lists are loaded (from the server or the data folder). */
  ready: Promise<void>;
  /** Resolves once the store holds policy `version` (or a later one) and the lists it names. */
  waitForVersion(version: number): Promise<void>;
  close(): Promise<void>;
}

function tlsFor(config: Config, clock: Clock): TlsMaterial {
  if (config.tls.certFile && config.tls.keyFile) {
    return readTlsMaterial({ certFile: config.tls.certFile, keyFile: config.tls.keyFile });
  }
  return developmentTlsMaterial(config.dataDir, developmentNames(config.dot.domain, config.doh.host), clock.now());
}

function serverOf(config: Config): { url: string; secret: string } {
  if (!config.server.url || !config.server.secret) {
    throw new Error("protect-server is not configured: set PROTECT_SERVER_URL and HANDSHAKE_SECRET");
  }
  return { url: config.server.url, secret: config.server.secret };
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

export async function startService(config: Config, deps: ServiceDeps): Promise<ResolverService> {
  const { logger } = deps;
  const clock = deps.clock ?? systemClock;
  const store = new PolicyStore();
  const versionWaiters = new Set<() => void>();
  const source =
    deps.policySource ?? new HttpPolicySource({ baseUrl: serverOf(config).url, secret: serverOf(config).secret });
  const sink =
    deps.handshakeSink ?? new HttpHandshakeSink({ baseUrl: serverOf(config).url, secret: serverOf(config).secret });
  const sync = new PolicySync({
    source,
    store,
    ...(deps.diskCache === false ? {} : { disk: new PolicyDiskCache(config.dataDir) }),
    waitSeconds: config.syncWaitSeconds,
    onError: (error) => logger.warn({ err: error }, "policy sync failed; serving the policies already loaded"),
    onUpdate: (event) => {
      logger.info(event, event.list ? `list ${event.list} loaded` : "policies updated");
      for (const check of versionWaiters) check();
    },
  });
  const reporter = new HandshakeReporter({
    sink,
    clock,
    intervalMs: config.handshakeIntervalSeconds * 1000,
    onError: (error, pending) => logger.warn({ err: error, pending }, "handshake report failed; will retry"),
  });
  const upstream = deps.upstream ?? upstreamPool(config.upstreams, config.upstreamTimeoutMs);
  const cache = new AnswerCache({ maxBytes: config.cache.maxBytes, maxTtl: config.cache.maxTtl });
  const resolver = new Resolver({
    policy: store,
    upstream,
    cache,
    clock,
    handshakes: reporter,
    soa: {
      mname: config.soa.mname ?? `ns.${config.dot.domain}`,
      rname: config.soa.rname ?? `hostmaster.${config.dot.domain}`,
    },
    blockedTtl: config.blockedTtl,
    unknownToken: config.unknownToken,
    canaries: DEFAULT_CANARIES,
    onUpstreamError: (error) => logger.debug({ err: error }, "upstream failed"),
  });
  const onError = (error: unknown) => logger.error({ err: error }, "query handling failed");
  const listeners: Listener[] = [];
  const ports: ResolverService["ports"] = {};
  const tls = config.doh.enabled || config.dot.enabled ? (deps.tls ?? tlsFor(config, clock)) : null;

  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const health = () => ({
    ready: store.ready,
    body: {
      status: store.ready ? "ok" : "starting",
      version: deps.version ?? "0.0.0",
      policyVersion: store.version,
      users: store.userCount,
      devices: store.deviceCount,
      lists: { curated: store.list("curated").size, full: store.list("full").size },
      cache: { answers: cache.size, bytes: cache.bytes },
      handshakes: { pending: reporter.pending, dropped: reporter.dropped },
    },
  });

  try {
    const limits = DEFAULT_STREAM_LIMITS;
    const reusePort = config.reusePort;
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
      const doh = await listenDoh({ host: config.doh.host, port: config.doh.port, resolver, tls, health, onError });
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
      });
      listeners.push(dot);
      ports.dot = dot.port;
    }
  } catch (error) {
    await Promise.all(listeners.map((listener) => listener.close()));
    await upstream.close();
    throw error;
  }

  if (await sync.restore().catch(() => false)) {
    logger.info({ policyVersion: store.version }, "policies restored from the data folder");
  }
  const readyCheck = () => {
    if (!store.ready) return;
    versionWaiters.delete(readyCheck);
    markReady();
  };
  versionWaiters.add(readyCheck);
  readyCheck();
  sync.start();

  let closing: Promise<void> | undefined;
  return {
    ports,
    store,
    sync,
    reporter,
    resolver,
    cache,
    tls,
    ready,
    waitForVersion(version) {
      return new Promise((resolve) => {
        const check = () => {
          if (store.ready && (store.version ?? -1) >= version) {
            versionWaiters.delete(check);
            resolve();
          }
        };
        versionWaiters.add(check);
        check();
      });
    },
    close() {
      closing ??= (async () => {
        await Promise.all(listeners.map((listener) => listener.close()));
        await sync.stop();
        await reporter.close();
        await upstream.close();
      })();
      return closing;
    },
  };
}
