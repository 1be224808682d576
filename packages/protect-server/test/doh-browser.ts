// What the browser DoH-fallback tests (Chromium, Firefox) share: a wiretap in front of protect-dns
// as the system resolver on port 53, a DoH server standing in for the browser's own provider, a
// recorder to wait on what they saw (an event, never a sleep), the mount-namespace wrapper a browser
// runs in, and the whole scene (server, enrolled device, protect-dns, web server) they stand on.
import { execFileSync } from "node:child_process";
import { createSocket } from "node:dgram";
import { once } from "node:events";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createSecureServer, type Http2SecureServer } from "node:http2";
import type { Socket } from "node:net";
import { join } from "node:path";
import { createSecureContext } from "node:tls";
import { readBypassList } from "../src/features/blocklists/bypass-list.ts";
import { syncBypassList } from "../src/features/blocklists/service.ts";
import { answerTo, questionOf, rcodeOf, startAddressUpstream } from "./dns-wire.ts";
import { type TestEnv, testSecrets } from "./harness.ts";
import { requireProgram, stopChild } from "./processes.ts";
import { startProtectDns } from "./protect-dns-process.ts";
import { enroll, policy } from "./protection.ts";

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

/**
 * A shell wrapper that runs `program` in a mount namespace of its own, where /etc/resolv.conf names
 * `resolver` and each `binds` folder is mounted over its target (created when missing).
 */
export function namespacedBrowser(
  dir: string,
  options: { name: string; program: string; resolver: string; binds: { source: string; target: string }[] },
): string {
  const resolvConf = join(dir, "resolv.conf");
  writeFileSync(resolvConf, `nameserver ${options.resolver}\noptions timeout:1 attempts:1\n`);
  const inner = join(dir, `${options.name}-inner.sh`);
  writeFileSync(
    inner,
    [
      "#!/bin/sh",
      "set -e",
      `mount --bind ${resolvConf} /etc/resolv.conf`,
      ...options.binds.flatMap(({ source, target }) => [`mkdir -p ${target}`, `mount --bind ${source} ${target}`]),
      `exec ${options.program} "$@"`,
      "",
    ].join("\n"),
  );
  const outer = join(dir, `${options.name}.sh`);
  writeFileSync(outer, `#!/bin/sh\nexec ${requireProgram("unshare")} --mount --propagation private ${inner} "$@"\n`);
  chmodSync(inner, 0o755);
  chmodSync(outer, 0o755);
  return outer;
}

/**
 * What both browser tests stand on: this server listening with one enrolled device (the bypass list
 * copied in first when `bypass`), a real protect-dns filtering for it with an upstream that answers
 * `siteAddress` for every name, a wiretap in front of it at `systemResolver`:53, a DoH stand-in for
 * `dohHost`, and a web server on `siteAddress` that serves `marker` and records each request's Host.
 * Everything started is pushed onto `cleanups`.
 */
export async function startDohScene(
  env: TestEnv,
  dir: string,
  cleanups: (() => Promise<unknown>)[],
  options: { bypass: boolean; siteAddress: string; systemResolver: string; dohHost: string; marker: string },
) {
  if (options.bypass) await syncBypassList(env.ctx, readBypassList(), []);
  const url = await env.app.listen({ host: "127.0.0.1", port: 0 });
  const owner = await env.signup();
  const device = await enroll(env, owner.headers, { name: "Laptop", platform: "windows" });
  const upstream = await startAddressUpstream(options.siteAddress);
  cleanups.push(() => upstream.close());
  const dns = startProtectDns({
    DATA_DIR: join(dir, "protect-dns"),
    PROTECT_SERVER_URL: url,
    HANDSHAKE_SECRET: testSecrets.handshakeSecret,
    DNS_PORT: "0",
    DNS_TOKEN: device.dnsToken,
    DOH_PORT: "0",
    DOT_PORT: "0",
    UPSTREAMS: `udp://127.0.0.1:${upstream.port}`,
    THREADS: "0",
    LOG_LEVEL: "info",
  });
  cleanups.push(() => stopChild(dns.child));
  await dns.versionLoaded((await policy(env)).json().version);
  const wiretap = await startWiretap(options.systemResolver, await dns.port);
  cleanups.push(() => wiretap.close());
  const doh = await startDohServer(dir, {
    host: options.dohHost,
    address: options.siteAddress,
    answer: options.siteAddress,
  });
  cleanups.push(() => doh.close());
  const served = new Recorder<string>();
  const web: Server = createHttpServer((request, response) => {
    served.add((request.headers.host ?? "").replace(/:\d+$/, ""));
    response.end(`<html><body>${options.marker}</body></html>`);
  });
  web.listen(0, options.siteAddress);
  await once(web, "listening");
  cleanups.push(() => new Promise((resolve) => web.close(resolve)));
  return { wiretap, doh, served, port: (web.address() as { port: number }).port };
}
