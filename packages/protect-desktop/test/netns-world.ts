// Runs inside the network namespace a test creates (`ip netns exec <ns> node test/netns-world.ts
// '<json>'`): the world around protect-dns there. An upstream DNS server on 127.0.0.2:53 that
// answers every *.example name with 127.0.0.1, a web site on 127.0.0.1:80 that names the host it
// was asked for, and the resolver contract of protect-server (docs/decisions/protect-dns-contract.md)
// on 127.0.0.1:8420 with one user whose device is the test's token. Prints "world ready", then
// probes 127.0.0.1:53 until protect-dns answers and prints "resolver ready".
import { createHash } from "node:crypto";
import { createSocket } from "node:dgram";
import { createServer } from "node:http";
import dnsPacket from "dns-packet";

const config = JSON.parse(process.argv[2] ?? "{}") as {
  token: string;
  secret: string;
  curated: string[];
  customDomains: string[];
};
const tokenHash = createHash("sha256").update(config.token).digest("base64url");

const upstream = createSocket("udp4");
upstream.on("message", (message, peer) => {
  let query: dnsPacket.Packet;
  try {
    query = dnsPacket.decode(message);
  } catch {
    return;
  }
  const question = query.questions?.[0];
  if (!question) return;
  const known = question.name.toLowerCase().endsWith(".example");
  const answers: dnsPacket.Answer[] =
    known && question.type === "A" ? [{ name: question.name, type: "A", ttl: 30, data: "127.0.0.1" }] : [];
  const response = dnsPacket.encode({
    type: "response",
    id: query.id ?? 0,
    flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (known ? 0 : 3),
    questions: [question],
    answers,
  });
  upstream.send(response, peer.port, peer.address);
});
await new Promise<void>((resolve) => upstream.bind(53, "127.0.0.2", resolve));

const site = createServer((request, response) => {
  response.writeHead(200, { "content-type": "text/plain" });
  response.end(`site ${request.headers.host}`);
});
await new Promise<void>((resolve) => site.listen(80, "127.0.0.1", resolve));

const lists = { curated: `${config.curated.join("\n")}\n`, full: "" };
const policy = {
  version: 1,
  full: true,
  lists: { curated: { etag: '"c-1"', count: config.curated.length }, full: { etag: '"f-1"', count: 0 } },
  users: [
    {
      id: "user-1",
      protection: "on",
      cooldownEndsAt: null,
      blocklistMode: "curated",
      graceUntil: null,
      customDomains: config.customDomains,
      devices: [{ tokenHash, status: "active" }],
    },
  ],
};
const contract = createServer((request, response) => {
  if (request.headers["x-handshake-secret"] !== config.secret) {
    response.writeHead(401, { "content-type": "application/json" });
    return response.end('{"error":"unauthorized"}');
  }
  const url = new URL(request.url ?? "/", "http://contract");
  if (url.pathname === "/api/resolver/policy") {
    response.writeHead(200, { "content-type": "application/json", etag: '"1"' });
    return response.end(JSON.stringify(policy));
  }
  const list = /^\/api\/resolver\/lists\/(curated|full)$/.exec(url.pathname)?.[1] as "curated" | "full" | undefined;
  if (list) {
    response.writeHead(200, { "content-type": "text/plain; charset=utf-8", etag: policy.lists[list].etag });
    return response.end(lists[list]);
  }
  if (url.pathname === "/api/devices/protected/handshake") {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { devices: unknown[] };
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ results: body.devices.map(() => ({ status: "active" })) }));
    });
    return;
  }
  response.writeHead(404, { "content-type": "application/json" });
  response.end('{"error":"not_found"}');
});
await new Promise<void>((resolve) => contract.listen(8420, "127.0.0.1", resolve));
process.stdout.write("world ready\n");

// protect-dns answers SERVFAIL until it has the policies and lists: ask until it answers NOERROR.
const probe = createSocket("udp4");
let probes = 0;
let answered = false;
const ask = () => {
  if (answered) return;
  probes += 1;
  probe.send(
    dnsPacket.encode({ type: "query", id: probes, questions: [{ type: "A", name: "ready.example" }] }),
    53,
    "127.0.0.1",
  );
};
probe.on("message", (message) => {
  if ((dnsPacket.decode(message).flags ?? 0) % 16 === 0) {
    answered = true;
    process.stdout.write("resolver ready\n");
    probe.close();
  } else setTimeout(ask, 20);
});
// A query to a port nobody listens on yet is lost (ICMP unreachable): ask again until answered.
const retry = setInterval(ask, 200);
probe.on("close", () => clearInterval(retry));
probe.bind(0, "127.0.0.1", ask);
