// One JSON request, as a cold CLI start pays for it. Not fetch: loading undici costs more than the
// request itself (docs/decisions/hub-cli-cold-start.md); the SSE stream still uses fetch.
//
// Plain http: is HTTP/1.1 written on a node:net socket (http-wire.ts): node:http's client brings
// ten more internal modules and its agent, ~6 ms of a ~30 ms command, for one request with
// `Connection: close` whose answer is a status, a few headers and a body. https: goes through
// node:https. Both modules are taken at the first request, so a command in local mode loads no
// network stack at all.
import { type HttpResponse, ResponseReader, requestHead } from "./http-wire.ts";

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

/** Resolves with the status and body text; rejects on a network error, a bad answer or a timeout. */
export async function sendRequest(url: URL, options: SendOptions): Promise<HttpResponse> {
  const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  const headers: Record<string, string> = { ...options.headers, accept: "application/json" };
  if (payload !== undefined) headers["content-type"] = "application/json";
  return url.protocol === "https:"
    ? viaNodeHttps(url, options, headers, payload)
    : viaSocket(url, options, headers, payload);
}

function viaSocket(
  url: URL,
  options: SendOptions,
  headers: Record<string, string>,
  payload: Buffer | undefined,
): Promise<HttpResponse> {
  // Built before connecting: a header value with a line break is refused, never sent.
  const head = requestHead(options.method, url, headers, payload?.length);
  const { connect } = process.getBuiltinModule("node:net");
  return new Promise((resolve, reject) => {
    const reader = new ResponseReader();
    // An IPv6 literal is bracketed in a URL, bare for connect.
    const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
    const socket = connect({ host, port: Number(url.port || 80), noDelay: true });
    let settled = false;
    const settle = (error: Error | undefined, response?: HttpResponse) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (error) reject(error);
      else resolve(response!);
    };
    socket.setTimeout(options.timeoutMs, () => settle(new RequestTimeoutError(url)));
    socket.on("error", (error) => settle(error));
    socket.on("data", (chunk: Buffer) => {
      try {
        const response = reader.push(chunk);
        if (response) settle(undefined, response);
      } catch (error) {
        settle(error as Error);
      }
    });
    socket.on("end", () => {
      try {
        settle(undefined, reader.end());
      } catch (error) {
        settle(error as Error);
      }
    });
    // Not end(): a server may take a half-closed connection for a client that went away.
    socket.write(payload ? Buffer.concat([head, payload]) : head);
  });
}

function viaNodeHttps(
  url: URL,
  options: SendOptions,
  headers: Record<string, string>,
  payload: Buffer | undefined,
): Promise<HttpResponse> {
  if (payload !== undefined) headers["content-length"] = String(payload.length);
  const { request } = process.getBuiltinModule("node:https");
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method, headers }, (res) => {
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
