import pino from "pino";
import type { Config } from "../../config.ts";
import { type ResolverService, startService } from "../../service.ts";
import type { CliIo } from "../io.ts";

/** Starts the resolver and prints where it listens (one line each, on stdout). */
export async function serve(
  config: Config,
  io: CliIo,
  version: string,
): Promise<ResolverService & { logger: pino.Logger }> {
  const logger = pino({ level: config.logLevel, base: { service: "protect-dns" } }, pino.destination(2));
  const service = await startService(config, { logger, version });
  const { ports } = service;
  const lines: string[] = [];
  if (ports.udp !== undefined) lines.push(`dns udp+tcp ${config.plain.host}:${ports.udp}`);
  if (ports.proxyUdp !== undefined) lines.push(`dns proxy-protocol udp+tcp ${config.proxy.host}:${ports.proxyUdp}`);
  if (ports.doh !== undefined) lines.push(`doh https://${config.doh.host}:${ports.doh}/dns-query/<device-token>`);
  if (ports.dot !== undefined)
    lines.push(`dot ${config.dot.host}:${ports.dot} (host name <device-token>.${config.dot.domain})`);
  for (const line of lines) io.stdout.write(`protect-dns listening: ${line}\n`);
  logger.info({ ports, server: config.server.url }, "protect-dns started");
  return { ...service, logger };
}
