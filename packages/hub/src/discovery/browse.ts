import { Bonjour, type Service } from "bonjour-service";
import { HUB_SERVICE_TYPE } from "./service-type.ts";

export interface DiscoveredHub {
  project: string;
  /** Project id from TXT `id` ("" from hubs that do not send one). */
  id: string;
  version: string;
  /** Candidate base URLs, most likely first (the address the answer came from, then the advertised ones). */
  urls: string[];
}

export interface BrowseOptions {
  /** How long to listen for answers. */
  timeoutMs: number;
  /** Stop at the first hub for which this returns true. */
  accept?: (hub: DiscoveredHub) => boolean | Promise<boolean>;
}

/**
 * Lists the hubs that answer a `_hub._tcp` query within the timeout, or the first accepted one.
 *
 * @example
 * const [hub] = await browseHubs({ timeoutMs: 2000, accept: (h) => h.project === "demo" });
 */
export function browseHubs(options: BrowseOptions): Promise<DiscoveredHub[]> {
  return new Promise((resolve) => {
    const found: DiscoveredHub[] = [];
    const bonjour = new Bonjour({}, () => {});
    let done = false;
    const finish = (result: DiscoveredHub[]) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      browser.stop();
      bonjour.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish(found), options.timeoutMs);
    const browser = bonjour.find({ type: HUB_SERVICE_TYPE }, (service) => {
      const hub = toHub(service);
      if (!hub) return;
      found.push(hub);
      if (!options.accept) return;
      Promise.resolve(options.accept(hub)).then(
        (ok) => ok && finish([hub]),
        () => {},
      );
    });
  });
}

function toHub(service: Service): DiscoveredHub | undefined {
  const txt = (service.txt ?? {}) as Record<string, unknown>;
  if (typeof txt.project !== "string") return undefined;
  const hosts = [service.referer?.address, ...(service.addresses ?? [])].filter(
    (address): address is string => typeof address === "string" && address.length > 0,
  );
  const unique = [...new Set(hosts)].sort((a, b) => Number(isIpv6(a)) - Number(isIpv6(b)));
  return {
    project: txt.project,
    id: typeof txt.id === "string" ? txt.id : "",
    version: typeof txt.version === "string" ? txt.version : "",
    urls: unique.map((host) => `http://${isIpv6(host) ? `[${host}]` : host}:${service.port}`),
  };
}

function isIpv6(address: string): boolean {
  return address.includes(":");
}
