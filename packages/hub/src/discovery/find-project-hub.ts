import { browseHubs } from "./browse.ts";

export interface FindProjectHubOptions {
  /** The project id of the config; hubs of other projects (same name or not) are ignored. */
  projectId: string;
  timeoutMs: number;
  /** True when a hub answers at this URL as this project and accepts our token. */
  probe: (url: string) => Promise<boolean>;
}

/**
 * The URL of a live hub for the project on the LAN, or undefined. Several hubs may answer; only
 * one whose TXT `id` is the project id, whose health check names the same id and which accepts the
 * token is taken.
 *
 * @example
 * const url = await findProjectHub({ projectId: config.id, timeoutMs: 3000, probe: (url) => isProjectHubAt(url, { projectId, token }) });
 */
export async function findProjectHub(options: FindProjectHubOptions): Promise<string | undefined> {
  let chosen: string | undefined;
  await browseHubs({
    timeoutMs: options.timeoutMs,
    accept: async (hub) => {
      if (hub.id !== options.projectId || chosen) return false;
      for (const url of hub.urls) {
        if (await options.probe(url)) {
          chosen ??= url;
          return true;
        }
      }
      return false;
    },
  });
  return chosen;
}
