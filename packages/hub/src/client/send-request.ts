// One JSON request over node:http. Not fetch: loading undici costs a cold CLI start more than the
// request itself (see docs/decisions/hub-cli-cold-start.md); the SSE stream still uses fetch.
// `import ... from "node:http"` syncs every export of the module into ESM, and one of them loads
// undici lazily (~15 ms); the CommonJS view from getBuiltinModule does not. Taken at the first
// request: a command in local mode never loads the HTTP stack.

export interface SendOptions {
  method: string;
  headers: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
}

export class RequestTimeoutError extends Error {
  constructor(url: URL) {
    super(`No answer from ${url.origin} in time`);
    this.name = "TimeoutError";
  }
}

/** Resolves with the status and body text; rejects on a network error or timeout. */
export async function sendRequest(url: URL, options: SendOptions): Promise<{ status: number; text: string }> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers, accept: "application/json" };
  if (payload !== undefined) {
    headers["content-type"] = "application/json";
    headers["content-length"] = String(Buffer.byteLength(payload));
  }
  const send =
    url.protocol === "https:"
      ? process.getBuiltinModule("node:https").request
      : process.getBuiltinModule("node:http").request;
  return new Promise((resolve, reject) => {
    const req = send(url, { method: options.method, headers }, (res) => {
      res.setEncoding("utf8");
      let text = "";
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      res.on("error", reject);
    });
    req.setTimeout(options.timeoutMs, () => req.destroy(new RequestTimeoutError(url)));
    req.on("error", reject);
    req.end(payload);
  });
}
