import { resolve } from "node:path";
import type { HubConnection } from "../client/connect.ts";
import type { HubApi } from "../core/api.ts";
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
  report(line: string): void;
}

export const DEFAULT_DISCOVERY_MS = 1_500;

/**
 * Opens the hub for a command: the configured server, else a discovered one (saved in the config),
 * else the `.hub` files directly. Heavy modules load only when the path needs them.
 */
export function createHubOpener(env: HubEnvironment): {
  hub(options?: OpenHubOptions): Promise<HubApi>;
  close(): Promise<void>;
} {
  let connection: Promise<HubConnection> | undefined;
  return {
    hub(options = {}) {
      connection ??= open(options.dir ? { ...env, cwd: resolve(env.cwd, options.dir) } : env, options);
      return connection.then((c) => c.api);
    },
    async close() {
      if (connection) await (await connection.catch(() => undefined))?.close();
    },
  };
}

async function open(env: HubEnvironment, options: OpenHubOptions): Promise<HubConnection> {
  const [{ connectHub }, { createHttpClient }, { isProjectHubAt }, { readProjectSettings }] = await Promise.all([
    import("../client/connect.ts"),
    import("../client/http-client.ts"),
    import("../client/health.ts"),
    import("../client/project-settings.ts"),
  ]);
  const settings = await readProjectSettings(env.cwd);
  const root = settings?.root;
  const token = env.token ?? settings?.token;
  const project = settings?.name;
  return connectHub({
    configuredUrl: env.url ?? settings?.serverUrl,
    project,
    hasLocalProject: root !== undefined,
    probe: (url) => isProjectHubAt(url, project),
    async discover(name) {
      const timeoutMs = env.discoveryMs ?? DEFAULT_DISCOVERY_MS;
      if (timeoutMs <= 0) return undefined;
      const { findProjectHub } = await import("../discovery/find-project-hub.ts");
      return findProjectHub({ project: name, timeoutMs, probe: isProjectHubAt });
    },
    async saveUrl(url) {
      if (!root) return;
      const { readConfig, writeConfig, setConfigValue } = await import("../core/config.ts");
      await writeConfig(root, setConfigValue(await readConfig(root), "server.url", url));
    },
    openServer: (url) => createHttpClient({ url, token }),
    async openLocal() {
      const { openHub } = await import("../core/hub.ts");
      const hub = await openHub(root!, { watch: options.watch === true });
      return { api: hub, close: () => hub.close() };
    },
    report: env.report,
  });
}
