import { browseHubs } from "./browse.ts";

export interface FindProjectHubOptions {
  project: string;
  timeoutMs: number;
  /** True when a hub answers at this URL as the named project (e.g. GET /health). */
  probe: (url: string, project: string) => Promise<boolean>;
}

/**
 * The URL of a live hub for the project on the LAN, or undefined. Several hubs may answer; only
 * one whose TXT `project` matches and whose health check answers is taken.
 *
 * @example
 * const url = await findProjectHub({ project: "demo", timeoutMs: 3000, probe: isHubAt });
 */
export async function findProjectHub(options: FindProjectHubOptions): Promise<string | undefined> {
  let chosen: string | undefined;
  await browseHubs({
    timeoutMs: options.timeoutMs,
    accept: async (hub) => {
      if (hub.project !== options.project || chosen) return false;
      for (const url of hub.urls) {
        if (await options.probe(url, options.project)) {
          chosen ??= url;
          return true;
        }
      }
      return false;
    },
  });
  return chosen;
}
