// Real clients for every transport, built on dns-packet for the wire format: UDP, TCP, DoT (TLS
// with SNI), DoH over HTTP/2 (node:http2) and HTTP/1.1 (node:https).
import { createSocket } from "node:dgram";
import { connect as http2Connect } from "node:http2";
import { request as httpsRequest } from "node:https";
import { connect as tcpConnect } from "node:net";
import { type TLSSocket, connect as tlsConnect } from "node:tls";
import dnsPacket, { type Question } from "dns-packet";
import { FrameReader, frame } from "../src/transport/frames.ts";

export interface QueryOptions {
  type?: Question["type"];
  id?: number;
  /** Add an OPT record (EDNS), optionally with a Padding option (as DoH/DoT clients send). */
  edns?: boolean;
  padding?: boolean;
  dnssecOk?: boolean;
  udpSize?: number;
}

export function encodeQuery(name: string, options: QueryOptions = {}): Buffer {
  const edns = options.edns ?? true;
  return dnsPacket.encode({
    type: "query",
    id: options.id ?? Math.floor(Math.random() * 65_536),
    flags: dnsPacket.RECURSION_DESIRED,
    questions: [{ type: options.type ?? "A", name }],
    additionals: edns
      ? [
          {
            type: "OPT",
            name: ".",
            udpPayloadSize: options.udpSize ?? 1232,
            flags: options.dnssecOk ? dnsPacket.DNSSEC_OK : 0,
            options: options.padding ? [{ code: "PADDING", length: 16 }] : [],
          } as never,
        ]
      : [],
  });
}

/** A record as dns-packet decodes it (its typings leave out what decoding adds). */
export interface DecodedRecord {
  name: string;
  type: string;
  ttl?: number;
  data?: unknown;
  options?: { code: number; data: Buffer }[];
}

/** A decoded answer, with the fields dns-packet's typings do not declare. */
export interface Decoded {
  id: number;
  rcode: string;
  flag_tc: boolean;
  questions: Question[];
  answers: DecodedRecord[];
  authorities: DecodedRecord[];
  additionals: DecodedRecord[];
  raw: Buffer;
}

export function decode(raw: Buffer): Decoded {
  return Object.assign(dnsPacket.decode(raw) as unknown as Omit<Decoded, "raw">, { raw });
}

/** The Extended DNS Error of an answer: info code and text, or null. */
export function extendedError(packet: Decoded): { code: number; text: string } | null {
  for (const record of packet.additionals) {
    if (record.type !== "OPT") continue;
    for (const option of record.options ?? []) {
      if (option.code === 15)
        return { code: option.data.readUInt16BE(0), text: option.data.subarray(2).toString("utf8") };
    }
  }
  return null;
}

/**
 * One query over UDP from a socket connected to the server, so that only its datagrams arrive; a
 * reply with another ID (a late answer meant for an earlier owner of the source port) is ignored.
 */
export function udpQuery(port: number, message: Buffer, host = "127.0.0.1"): Promise<Buffer> {
  const socket = createSocket("udp4");
  const id = message.readUInt16BE(0);
  return new Promise((resolve, reject) => {
    socket.on("message", (reply) => {
      if (reply.length < 2 || reply.readUInt16BE(0) !== id) return;
      socket.close();
      resolve(reply);
    });
    socket.on("error", reject);
    socket.connect(port, host, () => socket.send(message));
  });
}

/** Sends messages over one stream connection; resolves with the answers in arrival order. */
function streamExchange(socket: TLSSocket | ReturnType<typeof tcpConnect>, messages: Buffer[]): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const replies: Buffer[] = [];
    const reader = new FrameReader(
      (message) => {
        replies.push(Buffer.from(message));
        if (replies.length === messages.length) {
          socket.end();
          resolve(replies);
        }
      },
      (reason) => reject(new Error(reason)),
    );
    socket.on("data", (chunk: Buffer) => reader.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      if (replies.length < messages.length) reject(new Error(`connection closed after ${replies.length} answers`));
    });
    socket.write(Buffer.concat(messages.map((message) => frame(message))));
  });
}

export function tcpQuery(port: number, messages: Buffer[]): Promise<Buffer[]> {
  return streamExchange(tcpConnect({ host: "127.0.0.1", port }), messages);
}

/** DoT with SNI `servername`, trusting `ca`; all messages pipelined on one connection. */
export async function dotQuery(port: number, servername: string, ca: string, messages: Buffer[]): Promise<Buffer[]> {
  const socket = tlsConnect({ host: "127.0.0.1", port, servername, ca, ALPNProtocols: ["dot"] });
  await new Promise<void>((resolve, reject) => {
    socket.once("secureConnect", () => resolve());
    socket.once("error", reject);
  });
  return streamExchange(socket, messages);
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One DoH request over HTTP/2. */
export function doh2(
  origin: string,
  ca: string,
  request: { method: "GET" | "POST"; path: string; body?: Buffer; headers?: Record<string, string> },
): Promise<HttpAnswer> {
  const session = http2Connect(origin, { ca });
  return new Promise((resolve, reject) => {
    session.on("error", reject);
    const stream = session.request({
      ":method": request.method,
      ":path": request.path,
      accept: "application/dns-message",
      ...(request.body ? { "content-type": "application/dns-message" } : {}),
      ...request.headers,
    });
    const chunks: Buffer[] = [];
    let headers: Record<string, string | string[] | undefined> = {};
    stream.on("response", (received) => {
      headers = received as Record<string, string | string[] | undefined>;
    });
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      session.close();
      resolve({ status: Number(headers[":status"]), headers, body: Buffer.concat(chunks) });
    });
    stream.on("error", reject);
    stream.end(request.body);
  });
}

/** One DoH request over HTTP/1.1. */
export function doh1(
  origin: string,
  ca: string,
  request: { method: "GET" | "POST"; path: string; body?: Buffer; headers?: Record<string, string> },
): Promise<HttpAnswer> {
  const url = new URL(request.path, origin);
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      url,
      {
        method: request.method,
        ca,
        headers: {
          accept: "application/dns-message",
          ...(request.body ? { "content-type": "application/dns-message" } : {}),
          ...request.headers,
        },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: { ...res.headers, "x-http-version": res.httpVersion },
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(request.body);
  });
}

/** The GET path of a DoH query (RFC 8484 §4.1: base64url without padding). */
export function dohGetPath(token: string | null, message: Buffer): string {
  return `/dns-query${token ? `/${token}` : ""}?dns=${message.toString("base64url")}`;
}
