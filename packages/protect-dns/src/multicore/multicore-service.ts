// The resolver on every core: one main thread that syncs the policies from protect-server, builds
// the lists once (into shared memory) and reports handshakes, and N query threads that listen on
// the same ports with SO_REUSEPORT, each answering from a replica of the policies whose list
// indexes are the main thread's own arrays. See docs/decisions/protect-dns-multicore.md.
import { Worker } from "node:worker_threads";
import { type Clock, systemClock } from "../clock.ts";
import type { Config } from "../config.ts";
import {
  type ControlPlaneDeps,
  controlPlane,
  discoveryPlane,
  startSync,
  tlsFor,
  VersionWaiters,
} from "../control-plane.ts";
import type { DiscoveryReporter } from "../discovery/discovery-reporter.ts";
import type { HandshakeReporter } from "../handshake/handshake-reporter.ts";
import { LIST_NAMES } from "../policy/contract.ts";
import { PolicyStore } from "../policy/policy-store.ts";
import type { PolicySync } from "../policy/policy-sync.ts";
import { type ListenPorts, withPorts } from "../transport/listen-configured.ts";
import { resolveUdpIo, type UdpIo } from "../transport/udp-io.ts";
import type { FromQueryThread, QueryThreadData, ToQueryThread } from "./thread-messages.ts";

export interface MulticoreDeps extends Omit<ControlPlaneDeps, "clock"> {
  clock?: Clock;
  version?: string;
}

export interface MulticoreService {
  ports: ListenPorts;
  /** How plain-DNS UDP is received and sent (the same in every query thread). */
  udpIo: UdpIo;
  threads: number;
  store: PolicyStore;
  sync: PolicySync;
  reporter: HandshakeReporter;
  /** The discovery report of new names (null when `discovery.enabled` is false). */
  discovery: DiscoveryReporter | null;
  /** Resolves once every query thread has policies and both lists. */
  ready: Promise<void>;
  /** Resolves once every query thread holds policy `version` (or a later one) and both lists. */
  waitForVersion(version: number): Promise<void>;
  /** Resolves once the main thread has received everything every query thread posted before the call. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

interface QueryThread {
  worker: Worker;
  version: number | null;
  ready: boolean;
}

/** A thread that stops on its own is started again after this long (ms). */
const RESTART_DELAY_MS = 1000;

/** An error carrying the errno code of a failed listen, so the entry maps EADDRINUSE to its exit code. */
function listenError(message: string, code: string | undefined): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

export async function startMulticoreService(
  config: Config,
  threadCount: number,
  deps: MulticoreDeps,
): Promise<MulticoreService> {
  const { logger } = deps;
  const clock = deps.clock ?? systemClock;
  // Settled here once, so that every query thread uses the same machinery.
  const udp = resolveUdpIo(config.udpIo);
  if (udp.fallbackReason !== null) logger.warn({ reason: udp.fallbackReason }, "UDP uses Node's dgram, not batched");
  const threadConfig: Config = { ...config, udpIo: udp.io };
  const threads = new Set<QueryThread>();
  const broadcast = (message: ToQueryThread) => {
    for (const thread of threads) thread.worker.postMessage(message);
  };
  const store = new PolicyStore({
    applied: (document) => broadcast({ kind: "policy", document }),
    listSet: (name, index, etag) => broadcast({ kind: "list", name, arrays: index.arrays, etag }),
  });
  // Ready and versions as the query threads hold them: the slowest thread decides.
  const everyThread = () => {
    let version: number | null = null;
    for (const thread of threads) {
      if (!thread.ready || thread.version === null) return { ready: false, version: null };
      version = version === null ? thread.version : Math.min(version, thread.version);
    }
    return { ready: threads.size > 0, version };
  };
  const waiters = new VersionWaiters(everyThread);
  let announced = -1;
  const { sync, reporter } = controlPlane(config, store, {
    ...deps,
    clock,
    onUpdate: (event) => {
      if (event.list) logger.info(event, `list ${event.list} loaded`);
      else logger.debug(event, "policies received");
    },
  });
  const discovery = discoveryPlane(config, { ...deps, clock });
  /** Pending settle() pings: id → what the matching pong resolves. */
  const pongs = new Map<number, () => void>();
  let pingId = 0;
  const handshakeStats = new Int32Array(new SharedArrayBuffer(8));
  const statsTimer = setInterval(() => {
    Atomics.store(handshakeStats, 0, reporter.pending);
    Atomics.store(handshakeStats, 1, reporter.dropped);
  }, 1000);
  statsTimer.unref();
  const tls = config.doh.enabled || config.dot.enabled ? tlsFor(config, clock) : null;
  let closing = false;

  const spawn = (threadConfig: Config): Promise<{ thread: QueryThread; ports: ListenPorts }> => {
    const data: QueryThreadData = {
      config: threadConfig,
      tls,
      version: deps.version ?? "0.0.0",
      threads: threadCount,
      handshakeStats,
    };
    const worker = new Worker(new URL("./query-thread.ts", import.meta.url), { workerData: data });
    const thread: QueryThread = { worker, version: null, ready: false };
    // The thread starts from what the main thread holds now; later changes follow in order.
    if (store.version !== null) worker.postMessage({ kind: "policy", document: sync.snapshot() } as ToQueryThread);
    for (const name of LIST_NAMES) {
      const etag = store.listEtag(name);
      if (etag !== null) worker.postMessage({ kind: "list", name, arrays: store.list(name).arrays, etag });
    }
    return new Promise((resolve, reject) => {
      worker.on("message", (message: FromQueryThread) => {
        if (message.kind === "listening") {
          threads.add(thread);
          resolve({ thread, ports: message.ports });
        } else if (message.kind === "listen-failed") {
          reject(listenError(message.message, message.code));
        } else if (message.kind === "seen") {
          reporter.seen(message.token, message.deviceKey);
        } else if (message.kind === "pong") {
          pongs.get(message.id)?.();
        } else if (message.kind === "discovered") {
          discovery?.counter.add(message.name, message.deviceKey, message.addresses, message.day);
        } else if (message.kind === "applied") {
          thread.version = message.version;
          thread.ready = message.ready;
          const now = everyThread();
          if (now.ready && now.version !== null && now.version > announced) {
            announced = now.version;
            logger.info({ version: now.version, users: store.userCount, threads: threads.size }, "policies updated");
          }
          waiters.check();
        }
      });
      worker.on("error", (error) => {
        logger.error({ err: error }, "query thread failed");
        reject(error);
      });
      worker.on("exit", (code) => {
        const wasServing = threads.delete(thread);
        if (closing || !wasServing) return;
        logger.error({ code }, "query thread stopped; starting it again");
        setTimeout(() => {
          if (!closing)
            spawn(boundConfig).catch((error) => logger.error({ err: error }, "query thread restart failed"));
        }, RESTART_DELAY_MS).unref();
      });
    });
  };

  // The first thread binds (port 0 picks free ports); the others join the ports it got.
  let boundConfig = threadConfig;
  let ports: ListenPorts = {};
  const started: QueryThread[] = [];
  try {
    const first = await spawn(threadConfig);
    started.push(first.thread);
    boundConfig = withPorts(threadConfig, first.ports);
    for (let i = 1; i < threadCount; i++) started.push((await spawn(boundConfig)).thread);
    ports = first.ports;
  } catch (error) {
    closing = true;
    clearInterval(statsTimer);
    await Promise.all(started.map((thread) => thread.worker.terminate()));
    throw error;
  }

  await startSync(sync, store, logger);
  discovery?.reporter.start();

  let closed: Promise<void> | undefined;
  return {
    ports,
    udpIo: udp.io,
    threads: threadCount,
    store,
    sync,
    reporter,
    discovery: discovery?.reporter ?? null,
    ready: waiters.wait(-1),
    waitForVersion: (version) => waiters.wait(version),
    async settle() {
      // Messages from one worker arrive in order: its pong comes after everything it posted before.
      await Promise.all(
        [...threads].map(({ worker }) => {
          const id = ++pingId;
          return new Promise<void>((resolve) => {
            pongs.set(id, () => {
              pongs.delete(id);
              resolve();
            });
            worker.postMessage({ kind: "ping", id } as ToQueryThread);
          });
        }),
      );
    },
    close() {
      closed ??= (async () => {
        closing = true;
        clearInterval(statsTimer);
        await Promise.all(
          [...threads].map(async ({ worker }) => {
            const exited = new Promise((resolve) => worker.once("exit", resolve));
            worker.postMessage({ kind: "close" } as ToQueryThread);
            const force = setTimeout(() => void worker.terminate(), 5000);
            await exited;
            clearTimeout(force);
          }),
        );
        await sync.stop();
        await reporter.close();
        await discovery?.reporter.close();
      })();
      return closed;
    },
  };
}
