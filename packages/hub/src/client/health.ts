import { sendRequest } from "./send-request.ts";

export interface HubHealth {
  ok: boolean;
  name?: string;
  /** The project id (servers before 0.9 do not send it). */
  project?: string;
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

export interface ProjectCheck {
  /** The project id the hub must name in /health. */
  projectId?: string;
  /** When given, the hub must also accept this token (GET /agents answers 200). */
  token?: string;
}

/**
 * True when a hub answers at the URL as this project (by id) and, when a token is given, accepts
 * it: an address is only saved or used after both checks.
 */
export async function isProjectHubAt(url: string, check: ProjectCheck = {}): Promise<boolean> {
  const health = await readHealth(url);
  if (!health) return false;
  if (check.projectId !== undefined && health.project !== check.projectId) return false;
  if (check.token === undefined) return true;
  try {
    const response = await sendRequest(new URL(`${url.replace(/\/+$/, "")}/agents`), {
      method: "GET",
      headers: { authorization: `Bearer ${check.token}` },
      timeoutMs: 1_500,
    });
    return response.status === 200;
  } catch {
    return false;
  }
}
