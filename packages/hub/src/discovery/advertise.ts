import { hostname } from "node:os";
import { Bonjour } from "bonjour-service";
import { HUB_SERVICE_TYPE, type HubTxt } from "./service-type.ts";

export interface AdvertiseOptions {
  project: string;
  projectId: string;
  version: string;
  port: number;
}

export interface Advertisement {
  /** Sends the DNS-SD goodbye and closes the multicast socket. */
  stop(): Promise<void>;
}

/**
 * Announces a running hub on the LAN as `_hub._tcp` with TXT `project`, `id` and `version`.
 *
 * @example
 * const ad = advertiseHub({ project: "demo", version: "0.8.0", port: 4747 });
 * await ad.stop();
 */
export function advertiseHub(options: AdvertiseOptions): Advertisement {
  const bonjour = new Bonjour({}, () => {
    // A multicast socket error (no route, no interface) must not take the server down; the hub
    // stays reachable at its configured address, only discovery is lost.
  });
  const txt: HubTxt = { project: options.project, id: options.projectId, version: options.version };
  bonjour.publish({
    name: `${options.project} hub on ${hostname()} port ${options.port}`,
    type: HUB_SERVICE_TYPE,
    port: options.port,
    txt: { ...txt },
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        bonjour.unpublishAll(() => bonjour.destroy(() => resolve()));
      }),
  };
}
