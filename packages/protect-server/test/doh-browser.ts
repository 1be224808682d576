// What the browser DoH-fallback tests (Chromium, Firefox) share: a wiretap in front of protect-dns
// as the system resolver on port 53, a DoH server standing in for the browser's own provider, and a
// recorder to wait on what they saw (an event, never a sleep).
import { execFileSync } from "node:child_process";
import { createSocket } from "node:dgram";
import { once } from "node:events";
import { readFileSync, writeFileSync } from "node:fs";
import { createSecureServer, type Http2SecureServer } from "node:http2";
import type { Socket } from "node:net";
import { join } from "node:path";
import { createSecureContext } from "node:tls";
import { answerTo, questionOf, rcodeOf } from "./dns-wire.ts";
import { requireProgram } from "./processes.ts";

export interface Seen {
  name: string;
  type: number;
  rcode: string;
}

/** Something that records what it saw and lets a test wait for a matching record. */
export class Recorder<T> {
  readonly seen: T[] = [];
  readonly #waiters: { match: (item: T) => boolean; resolve: (item: T) => void }[] = [];

  add(item: T): void {
    this.seen.push(item);
    for (const waiter of this.#waiters.filter((entry) => entry.match(item))) {
      this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
      waiter.resolve(item);
    }
  }

  /** The first record (already seen or coming) that matches. */
  waitFor(match: (item: T) => boolean): Promise<T> {
    const found = this.seen.find(match);
    return found !== undefined
      ? Promise.resolve(found)
      : new Promise((resolve) => this.#waiters.push({ match, resolve }));
  }

  /** The next record from now on. */
  next(): Promise<T> {
    return new Promise((resolve) => this.#waiters.push({ match: () => true, resolve }));
  }
}

/** UDP on `address`:53 → protect-dns on 127.0.0.1:`target`, recording each question with protect-dns's rcode. */
export async function startWiretap(address: string, target: number) {
  const seen = new Recorder<Seen>();
  const socket = createSocket("udp4");
  socket.on("message", (query, peer) => {
    const upstream = createSocket("udp4");
    upstream.once("message", (answer) => {
      const { name, type } = questionOf(query);
      seen.add({ name, type, rcode: rcodeOf(answer) });
      socket.send(answer, peer.port, peer.address);
      upstream.close();
    });
    upstream.send(query, target, "127.0.0.1");
  });
  socket.bind(53, address);
  await once(socket, "listening");
  return { seen, close: () => new Promise<void>((resolve) => socket.close(() => resolve())) };
}

/**
 * The stand-in for a browser's DoH provider `host` on `address`:443: DoH (RFC 8484, GET and POST)
 * answering every A question with `answer`. Its certificate is issued by a CA of the test
 * (`caFile`, for a browser told to trust it). `hosts` records the TLS server name (SNI) of every
 * connection, whatever comes of it (an untrusted certificate ends it before any request), `asked`
 * every DoH question.
 */
export async function startDohServer(dir: string, options: { host: string; address: string; answer: string }) {
  const openssl = requireProgram("openssl");
  const file = (name: string) => join(dir, `doh-${name}.pem`);
  const run = (args: string[]) => execFileSync(openssl, args, { stdio: "ignore" });
  run([
    ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=DoH test CA"],
    ...["-addext", "basicConstraints=critical,CA:TRUE", "-keyout", file("ca-key"), "-out", file("ca")],
  ]);
  run([
    ...["req", "-newkey", "rsa:2048", "-nodes", "-subj", `/CN=${options.host}`, "-keyout", file("key")],
    ...["-out", file("csr")],
  ]);
  writeFileSync(join(dir, "doh-ext.cnf"), `subjectAltName=DNS:${options.host}\n`);
  run([
    ...["x509", "-req", "-in", file("csr"), "-CA", file("ca"), "-CAkey", file("ca-key"), "-CAcreateserial"],
    ...["-days", "1", "-extfile", join(dir, "doh-ext.cnf"), "-out", file("cert")],
  ]);
  const asked = new Recorder<string>();
  const hosts = new Recorder<string>();
  const context = createSecureContext({ key: readFileSync(file("key")), cert: readFileSync(file("cert")) });
  const server: Http2SecureServer = createSecureServer(
    {
      key: readFileSync(file("key")),
      cert: readFileSync(file("cert")),
      allowHTTP1: true,
      SNICallback: (servername, done) => {
        hosts.add(servername);
        done(null, context);
      },
    },
    (request, response) => {
      const url = new URL(request.url, `https://${options.host}`);
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const param = url.searchParams.get("dns");
        if (url.pathname !== "/dns-query" || (request.method === "GET" && param === null)) {
          response.writeHead(404).end();
          return;
        }
        const query = request.method === "GET" ? Buffer.from(param ?? "", "base64url") : Buffer.concat(chunks);
        asked.add(questionOf(query).name);
        response
          .writeHead(200, { "content-type": "application/dns-message" })
          .end(answerTo(query, { address: options.answer }));
      });
    },
  );
  // Browsers keep connections open (and a failed handshake may leave one half-open): close() ends them.
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  server.listen(443, options.address);
  await once(server, "listening");
  return {
    asked,
    hosts,
    caFile: file("ca"),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
