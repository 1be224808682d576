// `hub open [--dir <folder>] [--no-token]`: prints the dashboard's address on the project's server
// (HUB_URL, else the address in .hub/config.yaml), with the token in the URL fragment so the page
// signs itself in. Browsers never send a fragment to the server, so the token stays out of its
// logs; the page removes it from the address bar at once.
import { HubError } from "../../core/api.ts";
import { resolveToken } from "../../core/token.ts";
import type { CliIo } from "../cli-io.ts";
import { resolveProjectDir } from "../project-dir.ts";

export interface OpenOptions {
  dir?: string;
  /** False prints the address alone (the page then asks for the token). */
  token: boolean;
}

export function dashboardUrl(serverUrl: string, token?: string): string {
  const base = `${serverUrl.replace(/\/+$/, "")}/dashboard/`;
  return token ? `${base}#token=${encodeURIComponent(token)}` : base;
}

export async function open(options: OpenOptions, io: CliIo): Promise<string> {
  const projectDir = resolveProjectDir(options.dir, io.cwd);
  const { readProjectSettings } = await import("../../client/project-settings.ts");
  const settings = await readProjectSettings(projectDir);
  const serverUrl = io.env.HUB_URL ?? settings?.serverUrl;
  if (!serverUrl) {
    throw new HubError(
      "not_found",
      "No hub server is configured for this project: start one with `hub serve`, or set HUB_URL",
    );
  }
  const token = options.token ? await resolveToken(projectDir, io.env.HUB_TOKEN) : undefined;
  const url = dashboardUrl(serverUrl, token);
  io.stdout(`${url}\n`);
  return url;
}
