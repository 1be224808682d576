// The resolver as a user meets it: real listeners on loopback, real DNS clients for every
// transport, a real upstream DNS server, and policies from the contract server over HTTP.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ContractServer, startContractServer } from "../test/contract-server.ts";
import {
  decode,
  doh1,
  doh2,
  dohGetPath,
  dotQuery,
  encodeQuery,
  extendedError,
  tcpQuery,
  udpQuery,
} from "../test/dns-client.ts";
import { newToken, SECRET, userRecord } from "../test/fixtures.ts";
import { a, cname, startUpstreamServer, type UpstreamServer } from "../test/upstream-server.ts";
import { parseConfig } from "./config.ts";
import { MemoryPolicySource } from "./policy/policy-source.ts";
import { hashToken } from "./policy/policy-store.ts";
import { type ResolverService, startService } from "./service.ts";

const logger = pino({ level: "silent" });

describe("protect-dns service", () => {
  const token = newToken();
  const offToken = newToken();
  let upstream: UpstreamServer;
  let source: MemoryPolicySource;
  let contract: ContractServer;
  let dataDir: string;
  let service: ResolverService;
  let doh: string;
  let ca: string;

  async function start(overrides: Record<string, unknown> = {}) {
    const config = parseConfig({
      env: "test",
      dataDir,
      server: { url: contract.url, secret: SECRET },
      plain: { port: 0 },
      doh: { port: 0 },
      dot: { port: 0, domain: "dot.test" },
      upstreams: [upstream.url],
      upstreamTimeoutMs: 500,
      syncWaitSeconds: 5,
      ...overrides,
    });
    const started = await startService(config, { logger });
    await started.ready;
    return started;
  }

  beforeAll(async () => {
    upstream = await startUpstreamServer({
      "allowed.example": [a("allowed.example", "192.0.2.1", 300)],
      "casino.example": [a("casino.example", "192.0.2.66")],
      "alias.example": [cname("alias.example", "cdn.example", 45)],
      "cdn.example": [a("cdn.example", "192.0.2.5", 300)],
    });
  });
  afterAll(() => upstream.close());

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "protect-dns-"));
    source = new MemoryPolicySource();
    source.setList("curated", ["casino.example"]);
    source.setList("full", ["poker.example"]);
    source.setUser(userRecord("u1", [token]));
    source.setUser(userRecord("u2", [offToken], { protection: "off" }));
    contract = await startContractServer(source, SECRET);
    contract.devices.set(hashToken(token), "pending");
    service = await start();
    doh = `https://127.0.0.1:${service.ports.doh}`;
    ca = service.tls!.cert;
  });
  afterEach(async () => {
    await service.close();
    await contract.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers DoH GET and POST over HTTP/2 with private Cache-Control from the smallest TTL", async () => {
    const query = encodeQuery("allowed.example", { padding: true });
    const get = await doh2(doh, ca, { method: "GET", path: dohGetPath(token, query) });
    expect(get.status).toBe(200);
    expect(get.headers["content-type"]).toBe("application/dns-message");
    expect(get.headers["cache-control"]).toBe("private, max-age=300");
    expect(decode(get.body).answers?.[0]?.data).toBe("192.0.2.1");
    expect(get.body.length % 468).toBe(0);
    const post = await doh2(doh, ca, {
      method: "POST",
      path: `/dns-query/${token}`,
      body: encodeQuery("casino.example"),
    });
    expect(post.status).toBe(200);
    expect(post.headers["cache-control"]).toBe("private, max-age=60");
    expect(decode(post.body).rcode).toBe("NXDOMAIN");
    expect(extendedError(decode(post.body))?.code).toBe(15);
  });

  it("completes a dangling CNAME from a real upstream; max-age is the chain's smallest TTL", async () => {
    const get = await doh2(doh, ca, { method: "GET", path: dohGetPath(token, encodeQuery("alias.example")) });
    expect(get.headers["cache-control"]).toBe("private, max-age=45");
    expect(decode(get.body).answers?.map((record) => record.data)).toEqual(["cdn.example", "192.0.2.5"]);
  });

  it("answers DoH over HTTP/1.1 too", async () => {
    const get = await doh1(doh, ca, { method: "GET", path: dohGetPath(token, encodeQuery("allowed.example")) });
    expect(get.status).toBe(200);
    expect(get.headers["x-http-version"]).toBe("1.1");
    const post = await doh1(doh, ca, {
      method: "POST",
      path: `/dns-query/${token}`,
      body: encodeQuery("www.casino.example"),
    });
    expect(decode(post.body).rcode).toBe("NXDOMAIN");
  });

  it("turns away what is not a DNS query over HTTP with a 4xx, never a 5xx", async () => {
    const path = `/dns-query/${token}`;
    const cases: [Parameters<typeof doh2>[2], number][] = [
      [{ method: "GET", path }, 400],
      [{ method: "GET", path: `${path}?dns=***` }, 400],
      [{ method: "GET", path: `${path}?dns=${Buffer.from("short").toString("base64url")}` }, 400],
      [{ method: "GET", path: "/elsewhere" }, 404],
      [{ method: "GET", path: `/dns-query/${token}/extra?dns=AAAA` }, 404],
      [{ method: "POST", path, body: Buffer.alloc(70_000) }, 413],
      [{ method: "POST", path, body: encodeQuery("a.example"), headers: { "content-type": "text/plain" } }, 415],
      [{ method: "POST", path, body: Buffer.alloc(0) }, 400],
    ];
    for (const [request, status] of cases) {
      expect((await doh2(doh, ca, request)).status, `${request.method} ${request.path}`).toBe(status);
    }
    const put = await doh1(doh, ca, {
      method: "POST",
      path,
      body: Buffer.from([1, 2, 3, 0, 0, 1, 0, 0, 0, 0, 0, 0, 9]),
    });
    expect(put.status).toBe(200);
    expect(decode(put.body).rcode).toBe("FORMERR");
    expect((await doh2(doh, ca, { method: "GET", path: "/health" })).status).toBe(200);
    // The parameter is found among others, percent-encoded or not.
    const query = encodeQuery("allowed.example").toString("base64url");
    for (const search of [`?ct=x&dns=${query}`, `?dns=${query.replace("A", "%41")}&x=1`]) {
      expect((await doh2(doh, ca, { method: "GET", path: `${path}${search}` })).status, search).toBe(200);
    }
  });

  it("answers DoT with the token from the SNI host name, pipelined and out of order", async () => {
    const queries = [
      encodeQuery("slow-unknown.example", { id: 1 }), // goes to the upstream
      encodeQuery("casino.example", { id: 2, padding: true }), // answered at once
      encodeQuery("use-application-dns.net", { id: 3 }),
    ];
    const replies = (await dotQuery(service.ports.dot!, `${token}.dot.test`, ca, queries)).map(decode);
    expect(replies.map((reply) => reply.id).sort()).toEqual([1, 2, 3]);
    expect(replies.map((reply) => reply.id)[0]).not.toBe(1);
    const byId = new Map(replies.map((reply) => [reply.id, reply]));
    expect(byId.get(2)?.rcode).toBe("NXDOMAIN");
    expect((byId.get(2)?.raw.length ?? 1) % 468).toBe(0);
    expect(byId.get(3)?.rcode).toBe("NXDOMAIN");
    const unknown = await dotQuery(service.ports.dot!, "dot.test", ca, [encodeQuery("allowed.example")]);
    expect(decode(unknown[0]!).rcode).toBe("REFUSED");
  });

  it.each(process.platform === "linux" ? ["batched", "dgram"] : ["dgram"])(
    "answers plain UDP (%s) and TCP on loopback with the unknown-token policy, or the configured token",
    async (udpIo) => {
      await service.close();
      service = await start({ udpIo });
      expect(service.udpIo).toBe(udpIo);
      expect(decode(await udpQuery(service.ports.udp!, encodeQuery("allowed.example"))).rcode).toBe("REFUSED");
      await service.close();
      service = await start({ plain: { port: 0, token }, udpIo });
      expect(decode(await udpQuery(service.ports.udp!, encodeQuery("casino.example"))).rcode).toBe("NXDOMAIN");
      const [tcp] = await tcpQuery(service.ports.tcp!, [encodeQuery("allowed.example")]);
      expect(decode(tcp!).answers?.[0]?.data).toBe("192.0.2.1");
    },
  );

  it("does not filter a user whose protection is off", async () => {
    const reply = await doh2(doh, ca, {
      method: "POST",
      path: `/dns-query/${offToken}`,
      body: encodeQuery("casino.example"),
    });
    expect(decode(reply.body).answers?.[0]?.data).toBe("192.0.2.66");
  });

  it("refuses an unknown token over DoH", async () => {
    const reply = await doh2(doh, ca, {
      method: "POST",
      path: `/dns-query/${newToken()}`,
      body: encodeQuery("allowed.example"),
    });
    expect(reply.status).toBe(200);
    expect(decode(reply.body).rcode).toBe("REFUSED");
    expect(extendedError(decode(reply.body))?.code).toBe(18);
  });

  it("reports the device's first query to the handshake route, which activates it", async () => {
    await doh2(doh, ca, { method: "POST", path: `/dns-query/${token}`, body: encodeQuery("allowed.example") });
    await doh2(doh, ca, { method: "POST", path: `/dns-query/${token}`, body: encodeQuery("allowed.example") });
    await service.reporter.flush();
    expect(contract.handshakes).toHaveLength(1);
    expect(contract.handshakes[0]!.devices.map((device) => device.token)).toEqual([token]);
    expect(contract.devices.get(hashToken(token))).toBe("active");
  });

  it("applies a policy change pushed by long-poll: a new device, a custom domain, protection off", async () => {
    const newcomer = newToken();
    const before = await doh2(doh, ca, {
      method: "POST",
      path: `/dns-query/${newcomer}`,
      body: encodeQuery("allowed.example"),
    });
    expect(decode(before.body).rcode).toBe("REFUSED");
    source.setUser(userRecord("u3", [newcomer], { customDomains: ["mine.example"] }));
    await service.waitForVersion(source.version);
    const mine = await doh2(doh, ca, {
      method: "POST",
      path: `/dns-query/${newcomer}`,
      body: encodeQuery("x.mine.example"),
    });
    expect(extendedError(decode(mine.body))?.code).toBe(17);
    source.setUser(userRecord("u1", [token], { protection: "off" }));
    await service.waitForVersion(source.version);
    const casino = await doh2(doh, ca, {
      method: "POST",
      path: `/dns-query/${token}`,
      body: encodeQuery("casino.example"),
    });
    expect(extendedError(decode(casino.body))).toBeNull();
    source.removeUser("u3");
    await service.waitForVersion(source.version);
    expect(service.store.deviceByToken(newcomer)).toBeUndefined();
  });

  it("swaps in a changed list and refetches only that list", async () => {
    const listFetches = source.fetches.lists;
    source.setList("curated", ["casino.example", "lotto.example"]);
    await service.waitForVersion(source.version);
    expect(source.fetches.lists).toBe(listFetches + 1);
    const reply = await doh2(doh, ca, {
      method: "POST",
      path: `/dns-query/${token}`,
      body: encodeQuery("lotto.example"),
    });
    expect(decode(reply.body).rcode).toBe("NXDOMAIN");
    expect(
      contract.requests.filter((request) => request.path === "/api/resolver/lists/curated").at(-1)?.ifNoneMatch,
    ).toBeDefined();
  });

  it("keeps answering while protect-server is down, and starts from the data folder after a restart", async () => {
    contract.failWith = 503;
    const during = await doh2(doh, ca, {
      method: "POST",
      path: `/dns-query/${token}`,
      body: encodeQuery("casino.example"),
    });
    expect(decode(during.body).rcode).toBe("NXDOMAIN");
    await service.reporter.flush();
    expect(service.reporter.pending).toBe(1);
    await service.close();
    service = await start();
    const after = await doh2(`https://127.0.0.1:${service.ports.doh}`, ca, {
      method: "POST",
      path: `/dns-query/${token}`,
      body: encodeQuery("casino.example"),
    });
    expect(decode(after.body).rcode).toBe("NXDOMAIN");
    contract.failWith = null;
    await service.reporter.flush();
    expect(contract.handshakes.flatMap((body) => body.devices.map((device) => device.token))).toContain(token);
  });

  it("answers SERVFAIL with EDE 23 when the upstream does not answer, and recovers", async () => {
    upstream.silent = true;
    const reply = await udpQuery(service.ports.udp!, encodeQuery("mask.icloud.com"));
    expect(decode(reply).rcode).toBe("NXDOMAIN");
    const slow = await doh2(doh, ca, {
      method: "POST",
      path: `/dns-query/${token}`,
      body: encodeQuery("new.allowed.example"),
    });
    expect(decode(slow.body).rcode).toBe("SERVFAIL");
    expect(extendedError(decode(slow.body))?.code).toBe(23);
    upstream.silent = false;
  });

  it("retries over TCP when the upstream truncates", async () => {
    upstream.records.set("long.example", [a("long.example", "192.0.2.7")]);
    upstream.truncate.add("long.example");
    const reply = await doh2(doh, ca, {
      method: "POST",
      path: `/dns-query/${token}`,
      body: encodeQuery("long.example"),
    });
    expect(decode(reply.body).answers?.[0]?.data).toBe("192.0.2.7");
  });
});
