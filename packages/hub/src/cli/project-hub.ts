import { join, resolve } from "node:path";
import { connectHub, type HubConnection, type HubMode } from "../client/connect.ts";
import { isProjectHubAt } from "../client/health.ts";
import { createHttpClient } from "../client/http-client.ts";
import { readProjectSettings } from "../client/project-settings.ts";
import { type HubApi, HubError } from "../core/api.ts";
import type { ChangeFeed } from "../core/change-feed.ts";
import { HUB_FOLDER } from "../core/project-root.ts";
import type { OpenHubOptions } from "./context.ts";

/** Settings the process entry reads from the environment and passes down. */
export interface HubEnvironment {
  cwd: string;
  /** HUB_TOKEN: wins over `.hub/token`. */
  token?: string;
  /** HUB_URL: a server address that wins over the config (not saved). */
  url?: string;
  /** HUB_DISCOVERY_MS: how long LAN discovery listens (default 1500; 0 turns discovery off). */
  discoveryMs?: number;
  /**
   * The local index watcher (HUB_INDEX_WATCHER, default on): `entry` is the script that runs
   * `hub index-watch` when a command starts one; false asks no watcher and starts none.
   */
  indexWatcher?: { entry: string } | false;
  report(line: string): void;
}

export const DEFAULT_DISCOVERY_MS = 1_500;

/**
 * Opens the hub for a command: the configured server, else a discovered one (saved in the config),
 * else the `.hub` files directly. The core (SQLite, the file store), discovery and the config writer
 * load only when the path needs them.
 */
export function createHubOpener(env: HubEnvironment): {
  hub(options?: OpenHubOptions): Promise<HubApi>;
  /** How the hub was reached, once it has been (undefined before). */
  readonly mode: HubMode | undefined;
  close(): Promise<void>;
} {
  let connection: Promise<HubConnection> | undefined;
  let mode: HubMode | undefined;
  return {
    hub(options = {}) {
      connection ??= open(options.dir ? { ...env, cwd: resolve(env.cwd, options.dir) } : env, options);
      return connection.then((c) => {
        mode = c.mode;
        return c.api;
      });
    },
    get mode() {
      return mode;
    },
    async close() {
      if (connection) await (await connection.catch(() => undefined))?.close();
    },
  };
}

async function open(env: HubEnvironment, options: OpenHubOptions): Promise<HubConnection> {
  const settings = await readProjectSettings(env.cwd);
  const root = settings?.root;
  const local = settings?.localServer?.url ? settings.localServer : undefined;
  if (settings?.localServer && !local && !env.url) {
    throw new HubError(
      "unreachable",
      `The hub server of this project is starting (pid ${settings.localServer.pid}): try again in a moment`,
    );
  }
  // The server's own record carries the token it checks; HUB_TOKEN still wins.
  const token = env.token ?? (local && !env.url ? local.token : undefined) ?? settings?.token;
  const projectId = settings?.id;
  const configured: [string | undefined, string][] = [
    [env.url, "HUB_URL"],
    [local?.url, `.hub/server.json, pid ${local?.pid}`],
    [settings?.serverUrl, "server.url in .hub/config.yaml"],
  ];
  const [configuredUrl, configuredBy] = configured.find(([url]) => url) ?? [undefined, undefined];
  return connectHub({
    configuredUrl,
    configuredBy,
    configuredIsOwnServer: configuredUrl !== undefined && configuredUrl === local?.url && !env.url,
    projectId,
    hasLocalProject: root !== undefined,
    probe: (url) => isProjectHubAt(url, { projectId }),
    async discover(id) {
      const timeoutMs = env.discoveryMs ?? DEFAULT_DISCOVERY_MS;
      if (timeoutMs <= 0) return undefined;
      const { findProjectHub } = await import("../discovery/find-project-hub.ts");
      return findProjectHub({
        projectId: id,
        timeoutMs,
        probe: (url) => isProjectHubAt(url, { projectId: id, token }),
      });
    },
    async saveUrl(url) {
      if (!root) return;
      const { readConfig, writeConfig, setConfigValue } = await import("../core/config.ts");
      await writeConfig(root, setConfigValue(await readConfig(root), "server.url", url));
    },
    openServer: (url) => createHttpClient({ url, token, projectId }),
    async openLocal() {
      const [{ openHub }, changeFeed] = await Promise.all([
        import("../core/hub.ts"),
        options.watch ? undefined : localChangeFeed(root!, env.indexWatcher),
      ]);
      const hub = await openHub(root!, { watch: options.watch === true, changeFeed });
      return { api: hub, close: () => hub.close() };
    },
    report: env.report,
  });
}

/**
 * The index watcher's feed for a local command (docs/decisions/hub-index-watcher.md): asked when the
 * project's watcher runs, started (detached, `hub index-watch`) after a command compared a large folder.
 */
async function localChangeFeed(root: string, watcher: HubEnvironment["indexWatcher"]): Promise<ChangeFeed | undefined> {
  if (watcher === false) return undefined;
  const { INDEX_WATCH_SUPPORTED, indexWatchFeed } = await import("../index-watch/feed.ts");
  if (!INDEX_WATCH_SUPPORTED) return undefined;
  const start = watcher
    ? () => {
        const { spawn } = process.getBuiltinModule("node:child_process");
        const child = spawn(process.execPath, [watcher.entry, "index-watch", "--dir", root], {
          cwd: root,
          detached: true,
          stdio: "ignore",
        });
        child.on("error", () => undefined);
        child.unref();
      }
    : undefined;
  return indexWatchFeed({ hubDir: join(root, HUB_FOLDER), start });
}
