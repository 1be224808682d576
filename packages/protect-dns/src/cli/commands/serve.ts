import { availableParallelism } from "node:os";
import pino from "pino";
import type { Config } from "../../config.ts";
import { startMulticoreService } from "../../multicore/multicore-service.ts";
import { startService } from "../../service.ts";
import type { ListenPorts } from "../../transport/listen-configured.ts";
import type { CliIo } from "../io.ts";

export interface Serving {
  ports: ListenPorts;
  logger: pino.Logger;
  /** Ends the discovery day now and reports it (SIGUSR2); nothing when discovery is off. */
  endDiscoveryDay(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the resolver (one query thread per core unless `threads` says otherwise) and prints where
 * it listens (one line each, on stdout).
 */
export async function serve(config: Config, io: CliIo, version: string): Promise<Serving> {
  const logger = pino({ level: config.logLevel, base: { service: "protect-dns" } }, pino.destination(2));
  const threads = config.threads ?? availableParallelism();
  const service =
    threads === 0
      ? await startService(config, { logger, version })
      : await startMulticoreService(config, threads, { logger, version });
  const { ports } = service;
  const lines: string[] = [];
  if (ports.udp !== undefined) lines.push(`dns udp+tcp ${config.plain.host}:${ports.udp}`);
  if (ports.proxyUdp !== undefined) lines.push(`dns proxy-protocol udp+tcp ${config.proxy.host}:${ports.proxyUdp}`);
  if (ports.doh !== undefined) lines.push(`doh https://${config.doh.host}:${ports.doh}/dns-query/<device-token>`);
  if (ports.dot !== undefined)
    lines.push(`dot ${config.dot.host}:${ports.dot} (host name <device-token>.${config.dot.domain})`);
  for (const line of lines) io.stdout.write(`protect-dns listening: ${line}\n`);
  logger.info({ ports, threads, udpIo: service.udpIo, server: config.server.url }, "protect-dns started");
  return {
    ports,
    logger,
    endDiscoveryDay: async () => service.discovery?.endDay(),
    close: () => service.close(),
  };
}
