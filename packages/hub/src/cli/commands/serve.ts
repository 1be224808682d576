// `hub serve [--host] [--port] [--dir] [--no-auth]`: runs the hub server for a project, prints its
// URL, and stops cleanly when `io.stopRequested` resolves (main wires it to SIGINT/SIGTERM).
import { isIP } from "node:net";
import { HubError } from "../../core/api.ts";
import { DEFAULT_PORT, ensureProjectId, hubDirOf, readConfig } from "../../core/config.ts";
import { type Hub, openHub } from "../../core/hub.ts";
import { claimServerRecord, publishServerRecord, releaseServerRecord } from "../../core/server-record.ts";
import { resolveToken } from "../../core/token.ts";
import { createHubApp, type HubApp } from "../../server/app.ts";
import { type CliIo, UsageError } from "../cli-io.ts";
import { resolveProjectDir } from "../project-dir.ts";

export const DEFAULT_HOST = "0.0.0.0";

export interface ServeOptions {
  host?: string;
  port?: number;
  dir?: string;
  /** False runs without a token; refused unless the host is loopback. */
  auth?: boolean;
  version?: string;
  keepaliveMs?: number;
  /** Adds routes owned by other fronts (MCP at /mcp) before the server listens. */
  beforeListen?: (app: HubApp, hub: Hub) => void | Promise<void>;
}

export interface RunningHub {
  url: string;
  app: HubApp;
  hub: Hub;
  /** Idempotent: a second call returns the same promise. */
  stop(): Promise<void>;
}

export function isLoopback(host: string): boolean {
  if (host === "localhost" || host === "::1") return true;
  return isIP(host) === 4 && host.startsWith("127.");
}

function urlOf(host: string, port: number): string {
  const shown = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  return `http://${isIP(shown) === 6 ? `[${shown}]` : shown}:${port}`;
}

/** Starts the server and returns it running. */
export async function startHub(options: ServeOptions, io: CliIo): Promise<RunningHub> {
  const host = options.host ?? DEFAULT_HOST;
  const port = options.port ?? DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`Invalid port "${options.port}"`);
  const auth = options.auth ?? true;
  if (!auth && !isLoopback(host)) {
    throw new UsageError(`--no-auth is only allowed on a loopback host, not "${host}"`);
  }
  const projectDir = resolveProjectDir(options.dir, io.cwd);
  const hubDir = hubDirOf(projectDir);
  const config = await ensureProjectId(projectDir, await readConfig(projectDir));
  const token = auth ? await resolveToken(projectDir, io.env.HUB_TOKEN) : null;
  const logger = {
    info: (line: string) => io.stderr(`${line}\n`),
    warn: (line: string) => io.stderr(`warn: ${line}\n`),
  };
  // Before anything listens: a second server on the project is refused here.
  await claimServerRecord(hubDir, process.pid, new Date().toISOString());
  let hub: Hub;
  try {
    hub = await openHub(projectDir, { watch: true, logger });
  } catch (error) {
    await releaseServerRecord(hubDir, process.pid);
    throw error;
  }
  let app: HubApp;
  try {
    app = await createHubApp({
      hub,
      token,
      name: config.name,
      projectId: config.id,
      version: options.version,
      keepaliveMs: options.keepaliveMs,
      // Warnings and unexpected errors (the 500s) go to stderr as JSON lines; stdout stays for the URL.
      logger: { level: "warn", stream: { write: (line: string) => io.stderr(line) } },
    });
    await options.beforeListen?.(app, hub);
    await app.listen({ host, port });
  } catch (error) {
    await hub.close();
    await releaseServerRecord(hubDir, process.pid);
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      throw new HubError("conflict", `Cannot listen on ${host}:${port}: the port is in use (pass --port)`);
    }
    throw error;
  }
  const address = app.server.address();
  const url = urlOf(host, typeof address === "object" && address ? address.port : port);
  // Clients on this machine find the server here, whatever host it listens on (loopback included).
  await publishServerRecord(hubDir, {
    pid: process.pid,
    url,
    ...(token ? { token } : {}),
    project: config.id,
    startedAt: new Date().toISOString(),
  });
  if (!auth) io.stderr("warn: authentication is disabled (--no-auth); loopback only\n");
  io.stderr(`Hub "${config.name}" serving ${projectDir}\n`);
  io.stderr(`Dashboard: ${url}/dashboard/ (\`hub open\` prints a sign-in link)\n`);
  io.stdout(`${url}\n`);
  let stopping: Promise<void> | undefined;
  return {
    url,
    app,
    hub,
    stop() {
      stopping ??= (async () => {
        io.stderr("Stopping hub server...\n");
        await app.close();
        await hub.close();
        await releaseServerRecord(hubDir, process.pid);
        io.stderr("Hub server stopped\n");
      })();
      return stopping;
    },
  };
}

/** The IO of a long-running command: it also learns when to stop (SIGINT/SIGTERM in main). */
export interface ServeIo extends CliIo {
  stopRequested: Promise<unknown>;
}

/** Runs until `io.stopRequested` resolves, then stops; resolves when everything is closed. */
export async function serve(options: ServeOptions, io: ServeIo): Promise<void> {
  const running = await startHub(options, io);
  await io.stopRequested;
  await running.stop();
}
