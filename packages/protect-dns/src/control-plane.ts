// The side of the resolver that talks to protect-server: the policy sync (snapshot, long-poll,
// lists) into a PolicyStore and the handshake reporter. One per process, whether the queries are
// answered on this thread or on several query threads.
import type { Logger } from "pino";
import type { Clock } from "./clock.ts";
import type { Config } from "./config.ts";
import { DiscoveryCounter } from "./discovery/discovery-counter.ts";
import { DiscoveryReporter } from "./discovery/discovery-reporter.ts";
import { type DiscoverySink, HttpDiscoverySink } from "./discovery/discovery-sink.ts";
import { HandshakeReporter } from "./handshake/handshake-reporter.ts";
import type { HandshakeSink } from "./handshake/handshake-sink.ts";
import { HttpHandshakeSink } from "./handshake/http-handshake-sink.ts";
import { HttpPolicySource } from "./policy/http-policy-source.ts";
import { PolicyDiskCache } from "./policy/policy-disk-cache.ts";
import type { PolicySource } from "./policy/policy-source.ts";
import type { PolicyStore } from "./policy/policy-store.ts";
import { PolicySync, type PolicySyncOptions } from "./policy/policy-sync.ts";
import { developmentNames, developmentTlsMaterial, readTlsMaterial, type TlsMaterial } from "./tls/tls-material.ts";

export interface ControlPlaneDeps {
  logger: Logger;
  clock: Clock;
  policySource?: PolicySource;
  handshakeSink?: HandshakeSink;
  discoverySink?: DiscoverySink;
  /** Keep the last policy in the data folder (default true). */
  diskCache?: boolean;
}

function serverOf(config: Config): { baseUrl: string; secret: string } {
  if (!config.server.url || !config.server.secret) {
    throw new Error("protect-server is not configured: set PROTECT_SERVER_URL and HANDSHAKE_SECRET");
  }
  return { baseUrl: config.server.url, secret: config.server.secret };
}

/** The sync and the reporter of a store; neither runs until `sync.start()` / the first `seen`. */
export function controlPlane(
  config: Config,
  store: PolicyStore,
  deps: ControlPlaneDeps & { onUpdate: NonNullable<PolicySyncOptions["onUpdate"]> },
): { sync: PolicySync; reporter: HandshakeReporter } {
  const { logger } = deps;
  const sync = new PolicySync({
    source: deps.policySource ?? new HttpPolicySource(serverOf(config)),
    store,
    ...(deps.diskCache === false ? {} : { disk: new PolicyDiskCache(config.dataDir) }),
    waitSeconds: config.syncWaitSeconds,
    onError: (error) => logger.warn({ err: error }, "policy sync failed; serving the policies already loaded"),
    onUpdate: deps.onUpdate,
  });
  const reporter = new HandshakeReporter({
    sink: deps.handshakeSink ?? new HttpHandshakeSink(serverOf(config)),
    clock: deps.clock,
    intervalMs: config.handshakeIntervalSeconds * 1000,
    onError: (error, pending) => logger.warn({ err: error, pending }, "handshake report failed; will retry"),
  });
  return { sync, reporter };
}

/** Serves the policies kept in the data folder, if any, then starts following protect-server. */
export async function startSync(sync: PolicySync, store: PolicyStore, logger: Logger): Promise<void> {
  if (await sync.restore().catch(() => false)) {
    logger.info({ policyVersion: store.version }, "policies restored from the data folder");
  }
  sync.start();
}

/** The certificate of DoH and DoT: the configured files, or the development one. */
export function tlsFor(config: Config, clock: Clock): TlsMaterial {
  if (config.tls.certFile && config.tls.keyFile) {
    return readTlsMaterial({ certFile: config.tls.certFile, keyFile: config.tls.keyFile });
  }
  return developmentTlsMaterial(config.dataDir, developmentNames(config.dot.domain, config.doh.host), clock.now());
}

/** Promises for "the store holds policy version ≥ n and both lists", re-checked on every update. */
export class VersionWaiters {
  readonly #waiters = new Set<() => void>();
  readonly #current: () => { ready: boolean; version: number | null };

  constructor(current: () => { ready: boolean; version: number | null }) {
    this.#current = current;
  }

  /** Resolves once ready at `version` or later (-1: ready at all). */
  wait(version: number): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        const { ready, version: now } = this.#current();
        if (ready && (now ?? -1) >= version) {
          this.#waiters.delete(check);
          resolve();
        }
      };
      this.#waiters.add(check);
      check();
    });
  }

  /** Call after every change. */
  check(): void {
    for (const check of [...this.#waiters]) check();
  }
}

/**
 * The day counter of the discovery of new names and its reporter, when discovery is on. The
 * counter is the one the main thread keeps (the query threads send it their new pairs).
 */
export function discoveryPlane(
  config: Config,
  deps: Pick<ControlPlaneDeps, "logger" | "clock" | "discoverySink">,
): { counter: DiscoveryCounter; reporter: DiscoveryReporter } | null {
  if (!config.discovery.enabled) return null;
  const counter = new DiscoveryCounter({ k: config.discovery.k, maxNames: config.discovery.maxNames });
  const reporter = new DiscoveryReporter({
    counter,
    sink: deps.discoverySink ?? new HttpDiscoverySink(serverOf(config)),
    clock: deps.clock,
    onError: (error) => deps.logger.warn({ err: error }, "discovery report failed; will retry"),
    onReported: (report) => deps.logger.info(report, "discovery reported"),
  });
  return { counter, reporter };
}
