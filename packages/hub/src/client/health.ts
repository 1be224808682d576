import { sendRequest } from "./send-request.ts";

export interface HubHealth {
  ok: boolean;
  name?: string;
  version?: string;
}

/** GET /health (no token needed); undefined when nothing answers as a hub within the timeout. */
export async function readHealth(url: string, timeoutMs = 1_500): Promise<HubHealth | undefined> {
  try {
    const response = await sendRequest(new URL(`${url.replace(/\/+$/, "")}/health`), {
      method: "GET",
      headers: {},
      timeoutMs,
    });
    if (response.status !== 200) return undefined;
    const body = JSON.parse(response.text) as HubHealth;
    return body && body.ok === true ? body : undefined;
  } catch {
    return undefined;
  }
}

/** True when a hub answers at the URL, and when a project is named, it is that project's hub. */
export async function isProjectHubAt(url: string, project?: string): Promise<boolean> {
  const health = await readHealth(url);
  return health !== undefined && (project === undefined || health.name === undefined || health.name === project);
}
