import type { HubApi } from "../core/api.ts";
import { HubError } from "../core/api.ts";

export type HubMode = "server" | "local";

export interface HubConnection {
  api: HubApi;
  mode: HubMode;
  /** Base URL of the server in server mode. */
  url?: string;
  close(): Promise<void>;
}

/** Everything the connection logic needs from the outside, so it can be tested with real parts of choice. */
export interface ConnectDeps {
  /**
   * The server the project names: HUB_URL, else the live server of `.hub/server.json`, else
   * `server.url` of the config; undefined when none is configured.
   */
  configuredUrl?: string;
  /** Where `configuredUrl` came from, for messages (e.g. "HUB_URL"). */
  configuredBy?: string;
  /**
   * True when `configuredUrl` is the project's own live server (its `.hub/server.json`, process
   * alive) and every request names the project: it is used without the probe, a round trip each
   * command paid (~5 ms). A dead or foreign server then fails the first request instead: with
   * `unreachable`, as a failed probe does, or refused by another project's hub (server/auth.ts).
   */
  configuredIsOwnServer?: boolean;
  /** Project id from the config; discovery only takes a hub advertising this id. */
  projectId?: string;
  /** True when a `.hub` folder exists, so non-server mode is possible. */
  hasLocalProject: boolean;
  /** True when a hub of the project answers at the URL. */
  probe(url: string): Promise<boolean>;
  /** Finds the project's hub on the LAN (id and token checked); undefined when none answers in time. */
  discover(projectId: string): Promise<string | undefined>;
  /** Stores a discovered address in the project config. */
  saveUrl(url: string): Promise<void>;
  openServer(url: string): HubApi;
  openLocal(): Promise<{ api: HubApi; close(): Promise<void> }>;
  /** Status lines for stderr (e.g. "Found hub …"). */
  report?(line: string): void;
}

/**
 * The configured server if it answers; else the live server found by LAN discovery (and the config
 * is updated to it); a configured server that answers nowhere is an error (`unreachable`), never a
 * quiet switch to the files. Only when no server is configured or found does a command work on the
 * `.hub` files directly (local mode), and it says so.
 *
 * @example
 * const { api, mode } = await connectHub(deps);
 */
export async function connectHub(deps: ConnectDeps): Promise<HubConnection> {
  if (deps.configuredUrl && deps.configuredIsOwnServer && deps.projectId) {
    return serverConnection(deps, deps.configuredUrl);
  }
  if (deps.configuredUrl && (await deps.probe(deps.configuredUrl))) {
    return serverConnection(deps, deps.configuredUrl);
  }
  const found = deps.projectId ? await deps.discover(deps.projectId) : undefined;
  if (found) {
    if (found !== deps.configuredUrl) {
      await deps.saveUrl(found);
      deps.report?.(
        deps.configuredUrl
          ? `Hub server moved: ${deps.configuredUrl} did not answer, using ${found} (saved in .hub/config.yaml)`
          : `Found the project's hub at ${found} (saved in .hub/config.yaml)`,
      );
    }
    return serverConnection(deps, found);
  }
  if (deps.configuredUrl) {
    const by = deps.configuredBy ? ` (${deps.configuredBy})` : "";
    throw new HubError(
      "unreachable",
      `Cannot reach the hub server at ${deps.configuredUrl}${by}: start it with \`hub serve\`, or remove the address to work on the files directly`,
    );
  }
  if (deps.hasLocalProject) {
    const local = await deps.openLocal();
    deps.report?.("No hub server configured: working on the .hub files directly (local mode)");
    return { api: local.api, mode: "local", close: local.close };
  }
  throw new HubError(
    "unreachable",
    "No hub here: run `hub init` in the project folder, or set HUB_URL to the server address",
  );
}

function serverConnection(deps: ConnectDeps, url: string): HubConnection {
  return { api: deps.openServer(url), mode: "server", url, close: async () => {} };
}
