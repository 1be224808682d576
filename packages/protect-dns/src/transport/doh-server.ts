// DNS over HTTPS (RFC 8484): GET with ?dns=<base64url> and POST application/dns-message on
// /dns-query/<device-token>, over HTTP/2 and HTTP/1.1. Every DNS answer is a 200 with
// Cache-Control "private, max-age=<smallest TTL>"; what is not a DNS query gets a 4xx.
//
// HTTP/2 is served on the core stream API (`stream` events): no request and response objects, no
// URL object, one header object per answer. The compatibility API cost about a third of the CPU
// under h2load (docs/decisions/protect-dns-multicore.md). HTTP/1.1 goes through node:http's
// request objects, sharing the same exchange logic.
import type { IncomingMessage, ServerResponse } from "node:http";
import { constants, createSecureServer, type IncomingHttpHeaders, type ServerHttp2Stream } from "node:http2";
import type { Socket } from "node:net";
import type { Readable } from "node:stream";
import type { Resolver } from "../resolve/resolver.ts";
import type { TlsMaterial } from "../tls/tls-material.ts";
import { HEADER_SIZE, MAX_MESSAGE_SIZE } from "../wire/constants.ts";
import { answerMessage } from "./answer-message.ts";
import { closeServer, listenServer } from "./tcp-server.ts";
import type { Listener } from "./udp-server.ts";

export interface DohListenOptions {
  host: string;
  port: number;
  resolver: Resolver;
  tls: TlsMaterial;
  /** GET /health: status code and JSON body. */
  health: () => { ready: boolean; body: Record<string, unknown> };
  /** Close idle connections after this long (ms). */
  idleMs?: number;
  onError: (error: unknown) => void;
  reusePort?: boolean;
}

const DNS_MESSAGE = "application/dns-message";
const PATH = /^\/dns-query(?:\/([A-Za-z0-9]{1,128}))?\/?$/;
/** base64url of the largest message, plus slack for padding characters. */
const MAX_GET_PARAM = Math.ceil((MAX_MESSAGE_SIZE * 4) / 3) + 4;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const TOO_LARGE = "A DNS message is at most 65535 bytes";

/** One HTTP request as the DoH rules see it, whichever HTTP version carried it. */
interface Exchange {
  method: string;
  path: string;
  contentType: string | undefined;
  contentLength: string | undefined;
  body: Readable;
  /** Sends the response (once; later calls and calls after the client left do nothing). */
  respond(status: number, headers: Record<string, string>, body: string | Uint8Array): void;
}

function problem(ex: Exchange, status: number, message: string, extra: Record<string, string> = {}): void {
  const headers = { "content-type": "application/json", "cache-control": "no-store", ...extra };
  ex.respond(status, headers, `${JSON.stringify({ error: message })}\n`);
}

/** The value of query parameter `dns` in the query string `query` (no leading "?"); null when absent. */
function dnsParam(query: string): string | null {
  const key = query.startsWith("dns=") ? 0 : query.indexOf("&dns=") + 1;
  if (key === 0 && !query.startsWith("dns=")) return null;
  const at = key + 4;
  const end = query.indexOf("&", at);
  const raw = end < 0 ? query.slice(at) : query.slice(at, end);
  if (!raw.includes("%")) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return "";
  }
}

/** Reads a POST body up to the DNS message limit; null when it is larger (413 sent) or the client left. */
function readBody(ex: Exchange): Promise<Buffer | null> {
  if (Number(ex.contentLength ?? 0) > MAX_MESSAGE_SIZE) {
    problem(ex, 413, TOO_LARGE);
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    ex.body.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > MAX_MESSAGE_SIZE) {
        done = true;
        problem(ex, 413, TOO_LARGE, { connection: "close" });
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    ex.body.on("end", () => {
      if (!done) resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    });
    ex.body.on("error", () => {
      if (!done) resolve(null);
    });
  });
}

function answer(options: DohListenOptions, ex: Exchange, token: string | null, message: Buffer) {
  if (message.length < HEADER_SIZE) return problem(ex, 400, "The DNS message is shorter than a DNS header");
  answerMessage(
    options.resolver,
    message,
    { transport: "doh", token },
    (reply) => {
      if (reply === null) return problem(ex, 400, "Not a DNS query");
      ex.respond(
        200,
        {
          "content-type": DNS_MESSAGE,
          "content-length": String(reply.bytes.length),
          "cache-control": `private, max-age=${reply.ttl}`,
        },
        reply.bytes,
      );
    },
    options.onError,
  );
}

function handleExchange(options: DohListenOptions, ex: Exchange) {
  const queryAt = ex.path.indexOf("?");
  const pathname = queryAt < 0 ? ex.path : ex.path.slice(0, queryAt);
  if (pathname === "/health" && ex.method === "GET") {
    const { ready, body } = options.health();
    ex.respond(
      ready ? 200 : 503,
      { "content-type": "application/json", "cache-control": "no-store" },
      `${JSON.stringify(body)}\n`,
    );
    return;
  }
  const match = PATH.exec(pathname);
  if (!match) return problem(ex, 404, "Not found: DNS queries go to /dns-query/<device-token>");
  const token = match[1]?.toLowerCase() ?? null;
  if (ex.method === "GET") {
    const param = queryAt < 0 ? null : dnsParam(ex.path.slice(queryAt + 1));
    if (param === null || param.length === 0) return problem(ex, 400, 'Missing the "dns" query parameter');
    if (param.length > MAX_GET_PARAM || !BASE64URL.test(param)) {
      return problem(ex, 400, 'The "dns" parameter is not a base64url DNS message');
    }
    return answer(options, ex, token, Buffer.from(param, "base64url"));
  }
  if (ex.method === "POST") {
    const type = (ex.contentType ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== DNS_MESSAGE) return problem(ex, 415, `Content-Type must be ${DNS_MESSAGE}`);
    void readBody(ex).then((body) => {
      if (body !== null) answer(options, ex, token, body);
    });
    return;
  }
  problem(ex, 405, "Only GET and POST are allowed", { allow: "GET, POST" });
}

/** Runs the rules for one exchange; an internal failure becomes a 500 with nothing leaked. */
function serveExchange(options: DohListenOptions, ex: Exchange): void {
  try {
    handleExchange(options, ex);
  } catch (error) {
    options.onError(error);
    problem(ex, 500, "Internal error");
  }
}

function http2Exchange(stream: ServerHttp2Stream, headers: IncomingHttpHeaders): Exchange {
  let sent = false;
  return {
    method: headers[constants.HTTP2_HEADER_METHOD] as string,
    path: (headers[constants.HTTP2_HEADER_PATH] as string | undefined) ?? "/",
    contentType: headers["content-type"],
    contentLength: headers["content-length"],
    body: stream,
    respond(status, responseHeaders, body) {
      if (sent || stream.destroyed || stream.closed) return;
      sent = true;
      // `connection` is an HTTP/1.1 header; HTTP/2 forbids it.
      const { connection: _, ...rest } = responseHeaders;
      stream.respond({ ":status": status, ...rest });
      stream.end(body);
    },
  };
}

function http1Exchange(req: IncomingMessage, res: ServerResponse): Exchange {
  return {
    method: req.method ?? "GET",
    path: req.url ?? "/",
    contentType: req.headers["content-type"],
    contentLength: req.headers["content-length"],
    body: req,
    respond(status, headers, body) {
      if (res.headersSent || res.destroyed) return;
      res.writeHead(status, headers);
      res.end(body);
    },
  };
}

export async function listenDoh(options: DohListenOptions): Promise<Listener> {
  const sockets = new Set<Socket>();
  const server = createSecureServer({
    key: options.tls.key,
    cert: options.tls.cert,
    allowHTTP1: true,
    minVersion: "TLSv1.2",
    settings: { maxConcurrentStreams: 128 },
  });
  const onStream = (stream: ServerHttp2Stream, headers: IncomingHttpHeaders) => {
    stream.on("error", () => {});
    serveExchange(options, http2Exchange(stream, headers));
  };
  server.on("stream", onStream);
  // HTTP/1.1 connections (allowHTTP1) deliver `request` events. Listening for them also switches
  // on the compatibility layer for HTTP/2 streams, which `onStream` already serves: that second
  // `stream` listener is removed, and an HTTP/2 request that still arrives here is left alone.
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (req.httpVersionMajor === 2) return;
    serveExchange(options, http1Exchange(req, res));
  });
  for (const listener of server.listeners("stream")) {
    if (listener !== onStream) server.removeListener("stream", listener as (...args: unknown[]) => void);
  }
  server.setTimeout(options.idleMs ?? 30_000);
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  server.on("tlsClientError", () => {});
  server.on("sessionError", () => {});
  const net = server as unknown as import("node:net").Server;
  const port = await listenServer(net, options.host, options.port, options.reusePort);
  return { port, close: () => closeServer(net, sockets) };
}
