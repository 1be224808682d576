// DNS over HTTPS (RFC 8484): GET with ?dns=<base64url> and POST application/dns-message on
// /dns-query/<device-token>, over HTTP/2 and HTTP/1.1. Every DNS answer is a 200 with
// Cache-Control "private, max-age=<smallest TTL>"; what is not a DNS query gets a 4xx.
import type { IncomingMessage } from "node:http";
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from "node:http2";
import type { Socket } from "node:net";
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

type Request = Http2ServerRequest | IncomingMessage;
/** What the handler uses of an HTTP/2 or HTTP/1.1 response (the compatibility API has both). */
interface Response {
  readonly headersSent: boolean;
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(body?: string | Uint8Array): unknown;
}

function problem(res: Response, status: number, message: string, extra: Record<string, string> = {}): void {
  const body = `${JSON.stringify({ error: message })}\n`;
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", ...extra });
  res.end(body);
}

/** Reads a POST body up to the DNS message limit; null when it is larger (413 sent). */
function readBody(req: Request, res: Response): Promise<Buffer | null> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > MAX_MESSAGE_SIZE) {
    problem(res, 413, "A DNS message is at most 65535 bytes");
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > MAX_MESSAGE_SIZE) {
        done = true;
        problem(res, 413, "A DNS message is at most 65535 bytes", { connection: "close" });
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!done) resolve(Buffer.concat(chunks));
    });
    req.on("error", () => {
      if (!done) resolve(null);
    });
  });
}

function handleRequest(options: DohListenOptions, req: Request, res: Response): unknown {
  const url = new URL(req.url ?? "/", "https://doh.invalid");
  if (url.pathname === "/health" && req.method === "GET") {
    const { ready, body } = options.health();
    res.writeHead(ready ? 200 : 503, { "content-type": "application/json", "cache-control": "no-store" });
    res.end(`${JSON.stringify(body)}\n`);
    return;
  }
  const match = PATH.exec(url.pathname);
  if (!match) return problem(res, 404, "Not found: DNS queries go to /dns-query/<device-token>");
  const token = match[1]?.toLowerCase() ?? null;
  const answer = (message: Buffer): unknown => {
    if (message.length < HEADER_SIZE) return problem(res, 400, "The DNS message is shorter than a DNS header");
    answerMessage(
      options.resolver,
      message,
      { transport: "doh", token },
      (reply) => {
        if (reply === null) {
          problem(res, 400, "Not a DNS query");
          return;
        }
        res.writeHead(200, {
          "content-type": DNS_MESSAGE,
          "content-length": String(reply.bytes.length),
          "cache-control": `private, max-age=${reply.ttl}`,
        });
        res.end(reply.bytes);
      },
      options.onError,
    );
  };
  if (req.method === "GET") {
    const param = url.searchParams.get("dns");
    if (param === null || param.length === 0) return problem(res, 400, 'Missing the "dns" query parameter');
    if (param.length > MAX_GET_PARAM || !BASE64URL.test(param)) {
      return problem(res, 400, 'The "dns" parameter is not a base64url DNS message');
    }
    answer(Buffer.from(param, "base64url"));
    return;
  }
  if (req.method === "POST") {
    const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== DNS_MESSAGE) return problem(res, 415, `Content-Type must be ${DNS_MESSAGE}`);
    void readBody(req, res).then((body) => {
      if (body !== null) answer(body);
    });
    return;
  }
  problem(res, 405, "Only GET and POST are allowed", { allow: "GET, POST" });
}

export async function listenDoh(options: DohListenOptions): Promise<Listener> {
  const sockets = new Set<Socket>();
  const server = createSecureServer(
    {
      key: options.tls.key,
      cert: options.tls.cert,
      allowHTTP1: true,
      minVersion: "TLSv1.2",
      settings: { maxConcurrentStreams: 128 },
    },
    (req: Http2ServerRequest, res: Http2ServerResponse) => {
      try {
        handleRequest(options, req, res);
      } catch (error) {
        options.onError(error);
        if (!res.headersSent) problem(res, 500, "Internal error");
      }
    },
  );
  server.setTimeout(options.idleMs ?? 30_000);
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  server.on("tlsClientError", () => {});
  server.on("sessionError", () => {});
  const port = await listenServer(
    server as unknown as import("node:net").Server,
    options.host,
    options.port,
    options.reusePort,
  );
  return { port, close: () => closeServer(server as unknown as import("node:net").Server, sockets) };
}
