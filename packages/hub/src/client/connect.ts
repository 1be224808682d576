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
  /** Server address from `.hub/config.yaml` (or an override); undefined when none is configured. */
  configuredUrl?: string;
  /** Project name from the config; discovery only takes a hub advertising this name. */
  project?: string;
  /** True when a `.hub` folder exists, so non-server mode is possible. */
  hasLocalProject: boolean;
  /** True when a hub of the project answers at the URL. */
  probe(url: string): Promise<boolean>;
  /** Finds the project's hub on the LAN; undefined when none answers in time. */
  discover(project: string): Promise<string | undefined>;
  /** Stores a discovered address in the project config. */
  saveUrl(url: string): Promise<void>;
  openServer(url: string): HubApi;
  openLocal(): Promise<{ api: HubApi; close(): Promise<void> }>;
  /** Status lines for stderr (e.g. "Found hub demo at …"). */
  report?(line: string): void;
}

/**
 * Configured server if it answers; else the live server found by LAN discovery (and the config is
 * updated to it); else non-server mode on the `.hub` files.
 *
 * @example
 * const { api, mode } = await connectHub(deps);
 */
export async function connectHub(deps: ConnectDeps): Promise<HubConnection> {
  if (deps.configuredUrl && (await deps.probe(deps.configuredUrl))) {
    return serverConnection(deps, deps.configuredUrl);
  }
  if (deps.project) {
    const found = await deps.discover(deps.project);
    if (found) {
      if (found !== deps.configuredUrl) {
        await deps.saveUrl(found);
        deps.report?.(
          deps.configuredUrl
            ? `Hub server moved: ${deps.configuredUrl} did not answer, using ${found} (saved in .hub/config.yaml)`
            : `Found hub "${deps.project}" at ${found} (saved in .hub/config.yaml)`,
        );
      }
      return serverConnection(deps, found);
    }
  }
  if (deps.hasLocalProject) {
    const local = await deps.openLocal();
    return { api: local.api, mode: "local", close: local.close };
  }
  if (deps.configuredUrl) {
    throw new HubError(
      "unreachable",
      `Cannot reach the hub server at ${deps.configuredUrl} and none was found on the LAN`,
    );
  }
  throw new HubError(
    "unreachable",
    "No hub here: run `hub init` in the project folder, or set HUB_URL to the server address",
  );
}

function serverConnection(deps: ConnectDeps, url: string): HubConnection {
  return { api: deps.openServer(url), mode: "server", url, close: async () => {} };
}
