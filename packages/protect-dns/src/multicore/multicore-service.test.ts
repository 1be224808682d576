// The multi-core service with real threads: two query threads on the same ports, the policies
// synced once by the main thread from the contract server, a real upstream.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContractServer, startContractServer } from "../../test/contract-server.ts";
import { decode, doh2, dohGetPath, encodeQuery, extendedError, udpQuery } from "../../test/dns-client.ts";
import { newToken, SECRET, userRecord } from "../../test/fixtures.ts";
import { a, startUpstreamServer, type UpstreamServer } from "../../test/upstream-server.ts";
import { manualClock } from "../clock.ts";
import { parseConfig } from "../config.ts";
import { MemoryPolicySource } from "../policy/policy-source.ts";
import { createSelfSigned } from "../tls/self-signed.ts";
import { type MulticoreService, startMulticoreService } from "./multicore-service.ts";

/** Enough queries, each from its own socket, that SO_REUSEPORT spreads them over both threads. */
const SPREAD = 40;

describe("multi-core service", () => {
  const token = newToken();
  const others = Array.from({ length: 5 }, () => newToken());
  const clock = manualClock(new Date());
  let dir: string;
  let upstream: UpstreamServer;
  let source: MemoryPolicySource;
  let contract: ContractServer;
  let service: MulticoreService;
  let ca: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "protect-dns-multicore-"));
    upstream = await startUpstreamServer({
      "allowed.example": [a("allowed.example", "192.0.2.1", 300)],
      "four.example": [a("four.example", "192.0.2.4", 300)],
    });
    source = new MemoryPolicySource();
    source.setList("curated", ["casino.example"]);
    source.setList("full", ["poker.example"]);
    source.setUser(userRecord("u1", [token]));
    source.setUser(userRecord("u2", others));
    contract = await startContractServer(source, SECRET);
    const tls = createSelfSigned({ names: ["127.0.0.1"], notBefore: new Date(Date.now() - 60_000), days: 1 });
    ca = tls.cert;
    writeFileSync(join(dir, "cert.pem"), tls.cert);
    writeFileSync(join(dir, "key.pem"), tls.key);
    const config = parseConfig({
      env: "test",
      dataDir: join(dir, "data"),
      server: { url: contract.url, secret: SECRET },
      plain: { port: 0, token },
      doh: { port: 0 },
      dot: { enabled: false },
      tls: { certFile: join(dir, "cert.pem"), keyFile: join(dir, "key.pem") },
      upstreams: [upstream.url],
      syncWaitSeconds: 5,
      handshakeIntervalSeconds: 3600,
    });
    service = await startMulticoreService(config, 2, { logger: pino({ level: "silent" }), clock });
    await service.ready;
  });

  afterAll(async () => {
    await service?.close();
    await contract?.close();
    await upstream?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const spread = async (name: string) =>
    Promise.all(Array.from({ length: SPREAD }, () => udpQuery(service.ports.udp!, encodeQuery(name)).then(decode)));

  it("answers on one port from every thread with the policies the main thread synced", async () => {
    for (const answer of await spread("www.casino.example")) {
      expect(answer.rcode).toBe("NXDOMAIN");
      expect(extendedError(answer)?.code).toBe(15);
    }
    for (const answer of await spread("allowed.example")) expect(answer.answers[0]?.data).toBe("192.0.2.1");
    const health = await doh2(`https://127.0.0.1:${service.ports.doh}`, ca, { path: "/health", method: "GET" });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toMatchObject({ threads: 2, lists: { curated: 1, full: 1 } });
  });

  it("brings a policy change and a new list to every thread before waitForVersion resolves", async () => {
    source.setUser(userRecord("u1", [token], { blocklistMode: "full" }));
    source.setList("curated", ["casino.example", "lotto.example"]);
    await service.waitForVersion(source.version);
    for (const answer of await spread("poker.example")) expect(answer.rcode).toBe("NXDOMAIN");
    for (const answer of await spread("a.lotto.example")) expect(answer.rcode).toBe("NXDOMAIN");
    const get = await doh2(`https://127.0.0.1:${service.ports.doh}`, ca, {
      path: dohGetPath(token, encodeQuery("poker.example")),
      method: "GET",
    });
    expect(decode(get.body).rcode).toBe("NXDOMAIN");
  });

  it("reports a device seen on both threads once (the reporter deduplicates across threads)", async () => {
    await spread("allowed.example");
    await service.reporter.flush();
    const reports = contract.handshakes.flatMap((request) => request.devices).filter((d) => d.token === token);
    expect(reports).toHaveLength(1);
  });

  it("counts distinct devices across threads for the discovery report: 5 devices over both threads, one name", async () => {
    const ask = (device: string, name: string) =>
      doh2(`https://127.0.0.1:${service.ports.doh}`, ca, {
        path: dohGetPath(device, encodeQuery(name)),
        method: "GET",
      });
    for (const device of others) await Promise.all(Array.from({ length: 4 }, () => ask(device, "allowed.example")));
    for (const device of others.slice(0, 4))
      await Promise.all(Array.from({ length: 4 }, () => ask(device, "four.example")));
    await service.settle();
    clock.advance(86_400_000);
    await service.discovery?.reportDue();
    const names = contract.discoveries.flatMap((report) => report.names);
    expect(names).toEqual([{ name: "allowed.example", addresses: ["192.0.2.1"] }]);
  });
});
