// A query thread of the multi-core service: its own listeners on the shared ports (SO_REUSEPORT:
// the kernel spreads queries over the threads), its own resolver, answer cache and upstream
// sockets, and a replica of the policies that the main thread keeps current. The lists are not
// copied: their arrays are the main thread's shared memory.
import { parentPort, workerData } from "node:worker_threads";
import pino from "pino";
import { DomainIndex } from "../blocklist/domain-index.ts";
import { systemClock } from "../clock.ts";
import { collectGarbage } from "../collect-garbage.ts";
import { DiscoveryCounter } from "../discovery/discovery-counter.ts";
import { DiscoveryTap } from "../discovery/discovery-tap.ts";
import { HandshakeRelay } from "../handshake/handshake-relay.ts";
import { healthOf } from "../health.ts";
import { PolicyStore } from "../policy/policy-store.ts";
import { cacheFromConfig, resolverFromConfig } from "../resolve/resolver-from-config.ts";
import { upstreamPool } from "../resolve/upstream-from-url.ts";
import { listenConfigured } from "../transport/listen-configured.ts";
import { resolveUdpIo } from "../transport/udp-io.ts";
import type { FromQueryThread, QueryThreadData, ToQueryThread } from "./thread-messages.ts";

const port = parentPort!;
const { config, tls, version, threads, handshakeStats } = workerData as QueryThreadData;
const post = (message: FromQueryThread) => port.postMessage(message);
const logger = pino(
  { level: config.logLevel, base: { service: "protect-dns" } },
  pino.destination({ dest: 2, sync: true }),
);
const store = new PolicyStore();
const cache = cacheFromConfig(config);
const upstream = upstreamPool(config.upstreams, config.upstreamTimeoutMs);
const relay = new HandshakeRelay({
  clock: systemClock,
  intervalMs: config.handshakeIntervalSeconds * 1000,
  send: (token, deviceKey) => post({ kind: "seen", token, deviceKey }),
});
// Discovery: this thread's counter only tells new (name, device) pairs apart; the main thread counts.
const discovery = config.discovery.enabled
  ? new DiscoveryTap(
      new DiscoveryCounter({ k: config.discovery.k, maxNames: config.discovery.maxNames, keepReports: false }),
      store,
      (name, deviceKey, addresses, day) => post({ kind: "discovered", name, deviceKey, addresses, day }),
    )
  : undefined;
const resolver = resolverFromConfig(config, {
  ...(discovery ? { discovery } : {}),
  policy: store,
  upstream,
  cache,
  clock: systemClock,
  handshakes: relay,
  onUpstreamError: (error) => logger.debug({ err: error }, "upstream failed"),
});
const health = () =>
  healthOf({
    store,
    cache,
    handshakes: { pending: Atomics.load(handshakeStats, 0), dropped: Atomics.load(handshakeStats, 1) },
    version,
    threads,
  });

port.on("message", (message: ToQueryThread) => {
  if (message.kind === "policy") store.apply(message.document);
  else if (message.kind === "list") {
    store.setList(message.name, new DomainIndex(message.arrays), message.etag);
    // This thread's reference to the old list is what keeps its shared memory alive now.
    collectGarbage();
  } else if (message.kind === "ping") {
    post({ kind: "pong", id: message.id });
  } else if (message.kind === "close") {
    void close();
    return;
  }
  post({ kind: "applied", version: store.version, ready: store.ready });
});

let listeners: Awaited<ReturnType<typeof listenConfigured>>["listeners"] = [];
async function close(): Promise<void> {
  await Promise.all(listeners.map((listener) => listener.close()));
  await upstream.close();
  post({ kind: "closed" });
  port.close();
}

try {
  const listening = await listenConfigured(config, {
    resolver,
    tls,
    health,
    onError: (error) => logger.error({ err: error }, "query handling failed"),
    reusePort: true,
    udpIo: resolveUdpIo(config.udpIo).io,
  });
  listeners = listening.listeners;
  post({ kind: "listening", ports: listening.ports });
} catch (error) {
  await upstream.close();
  post({ kind: "listen-failed", message: (error as Error).message, code: (error as NodeJS.ErrnoException).code });
  port.close();
}
