// The running resolver: policy store and sync, handshake reporter, upstream, cache, and the
// listeners the config enables. Everything IO-bound can be passed in (tests use the in-memory
// policy source, handshake sink and upstream); the entry passes nothing and gets the real ones.
import { type Clock, systemClock } from "./clock.ts";
import type { Config } from "./config.ts";
import {
  type ControlPlaneDeps,
  controlPlane,
  discoveryPlane,
  startSync,
  tlsFor,
  VersionWaiters,
} from "./control-plane.ts";
import type { DiscoveryReporter } from "./discovery/discovery-reporter.ts";
import { DiscoveryTap } from "./discovery/discovery-tap.ts";
import type { HandshakeReporter } from "./handshake/handshake-reporter.ts";
import { healthOf } from "./health.ts";
import { PolicyStore } from "./policy/policy-store.ts";
import type { PolicySync } from "./policy/policy-sync.ts";
import type { AnswerCache } from "./resolve/answer-cache.ts";
import type { Resolver } from "./resolve/resolver.ts";
import { cacheFromConfig, resolverFromConfig } from "./resolve/resolver-from-config.ts";
import type { Upstream } from "./resolve/upstream.ts";
import { upstreamPool } from "./resolve/upstream-from-url.ts";
import type { TlsMaterial } from "./tls/tls-material.ts";
import { type ListenPorts, listenConfigured } from "./transport/listen-configured.ts";
import { resolveUdpIo, type UdpIo } from "./transport/udp-io.ts";

export interface ServiceDeps extends Omit<ControlPlaneDeps, "clock"> {
  clock?: Clock;
  upstream?: Upstream;
  tls?: TlsMaterial;
  version?: string;
}

export interface ResolverService {
  /** Bound ports (0 in the config picks a free one). */
  ports: ListenPorts;
  /** How plain-DNS UDP is received and sent. */
  udpIo: UdpIo;
  store: PolicyStore;
  sync: PolicySync;
  reporter: HandshakeReporter;
  /** The discovery report of new names (null when `discovery.enabled` is false). */
  discovery: DiscoveryReporter | null;
  resolver: Resolver;
  cache: AnswerCache;
  tls: TlsMaterial | null;
  /** Resolves once policies and both lists are loaded (from the server or the data folder). */
  ready: Promise<void>;
  /** Resolves once the store holds policy `version` (or a later one) and the lists it names. */
  waitForVersion(version: number): Promise<void>;
  close(): Promise<void>;
}

export async function startService(config: Config, deps: ServiceDeps): Promise<ResolverService> {
  const { logger } = deps;
  const clock = deps.clock ?? systemClock;
  const udp = resolveUdpIo(config.udpIo);
  if (udp.fallbackReason !== null) logger.warn({ reason: udp.fallbackReason }, "UDP uses Node's dgram, not batched");
  const store = new PolicyStore();
  const waiters = new VersionWaiters(() => store);
  const { sync, reporter } = controlPlane(config, store, {
    ...deps,
    clock,
    onUpdate: (event) => {
      logger.info(event, event.list ? `list ${event.list} loaded` : "policies updated");
      waiters.check();
    },
  });
  const upstream = deps.upstream ?? upstreamPool(config.upstreams, config.upstreamTimeoutMs);
  const cache = cacheFromConfig(config);
  const discovery = discoveryPlane(config, { ...deps, clock });
  const resolver = resolverFromConfig(config, {
    ...(discovery ? { discovery: new DiscoveryTap(discovery.counter, store) } : {}),
    policy: store,
    upstream,
    cache,
    clock,
    handshakes: reporter,
    onUpstreamError: (error) => logger.debug({ err: error }, "upstream failed"),
  });
  const onError = (error: unknown) => logger.error({ err: error }, "query handling failed");
  const tls = config.doh.enabled || config.dot.enabled ? (deps.tls ?? tlsFor(config, clock)) : null;

  const health = () => healthOf({ store, cache, handshakes: reporter, version: deps.version ?? "0.0.0", threads: 1 });

  let listening: Awaited<ReturnType<typeof listenConfigured>>;
  try {
    listening = await listenConfigured(config, {
      resolver,
      tls,
      health,
      onError,
      reusePort: config.reusePort,
      udpIo: udp.io,
    });
  } catch (error) {
    await upstream.close();
    throw error;
  }
  const { ports, listeners } = listening;

  await startSync(sync, store, logger);
  discovery?.reporter.start();

  let closing: Promise<void> | undefined;
  return {
    ports,
    udpIo: udp.io,
    store,
    sync,
    reporter,
    discovery: discovery?.reporter ?? null,
    resolver,
    cache,
    tls,
    ready: waiters.wait(-1),
    waitForVersion: (version) => waiters.wait(version),
    close() {
      closing ??= (async () => {
        await Promise.all(listeners.map((listener) => listener.close()));
        await sync.stop();
        await reporter.close();
        await discovery?.reporter.close();
        await upstream.close();
      })();
      return closing;
    },
  };
}
