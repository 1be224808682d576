// `hub serve` with the fronts of the clients issue: the MCP tools at /mcp (behind the app's bearer
// auth) and the mDNS advertisement `_hub._tcp` with the project name and version (never the token).
import { readConfig } from "../core/config.ts";
import type { CliIo } from "./cli-io.ts";
import { DEFAULT_HOST, isLoopback, type ServeOptions, startHub } from "./commands/serve.ts";
import { resolveProjectDir } from "./project-dir.ts";

export interface ServeWithFrontsOptions extends ServeOptions {
  version: string;
  /** Advertise on the LAN (default true; never for a loopback host, which the LAN cannot reach). */
  advertise?: boolean;
}

export async function serveWithFronts(
  options: ServeWithFrontsOptions,
  io: CliIo,
  stopSignal: Promise<unknown>,
): Promise<void> {
  const [{ registerMcpRoute }, { advertiseHub }] = await Promise.all([
    import("../mcp/http-route.ts"),
    import("../discovery/advertise.ts"),
  ]);
  const running = await startHub(
    { ...options, beforeListen: (app, hub) => registerMcpRoute(app, { hub, version: options.version }) },
    io,
  );
  const config = await readConfig(resolveProjectDir(options.dir, io.cwd));
  const ad =
    options.advertise === false || isLoopback(options.host ?? DEFAULT_HOST)
      ? undefined
      : advertiseHub({
          project: config.name,
          projectId: config.id ?? "",
          version: options.version,
          port: Number(new URL(running.url).port),
        });
  await stopSignal;
  await ad?.stop();
  await running.stop();
}
