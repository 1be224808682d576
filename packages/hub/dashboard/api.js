// The REST client of the page: the same routes every client uses, authenticated by the session cookie.
// A request that changes state carries the dashboard header (the server's CSRF rule).

const CHANGE_HEADERS = { "content-type": "application/json", "x-hub-dashboard": "1" };

/** Server clock minus browser clock (from the Date header): times left are the server's. */
let serverOffsetMs = 0;

export class ApiError extends Error {
  constructor(status, body) {
    super(body?.message ?? `HTTP ${status}`);
    this.status = status;
    this.code = body?.error;
  }
}

export async function api(method, path, body) {
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: method === "GET" ? {} : CHANGE_HEADERS,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const date = Date.parse(response.headers.get("date") ?? "");
  if (!Number.isNaN(date)) serverOffsetMs = date - Date.now();
  if (response.status === 204) return undefined;
  const data = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, data);
  return data;
}

/** The server's current time in milliseconds, as far as the last answer's Date header tells. */
export function serverNow() {
  return Date.now() + serverOffsetMs;
}
