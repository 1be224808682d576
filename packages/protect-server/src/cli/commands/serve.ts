import type { Config } from "../../platform/config.ts";
import { type RunningServer, startServer } from "../../server.ts";
import type { CliIo } from "../io.ts";

/** `protect-server [--port] [--host] [--data-dir]`: starts the API and prints its URL. */
export async function serve(config: Config, io: CliIo, version: string): Promise<RunningServer> {
  const server = await startServer(config, { version });
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
  io.stdout.write(`protect-server ${version} listening on ${server.url} (${where})\n`);
  io.stdout.write(`API reference: ${server.url}/docs  OpenAPI: ${server.url}/openapi.json\n`);
  return server;
}
