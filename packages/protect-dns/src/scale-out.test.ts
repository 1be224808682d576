// Two protect-dns instances behind dnsdist (Debian package), as the README's scale-out set-up:
// the same policies from one protect-server, identical answers, and one instance killed → still
// answered.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContractServer, startContractServer } from "../test/contract-server.ts";
import {
  type DecodedRecord,
  decode,
  doh2,
  dohGetPath,
  encodeQuery,
  extendedError,
  udpQuery,
} from "../test/dns-client.ts";
import { type Dnsdist, startDnsdist } from "../test/dnsdist.ts";
import { newToken, SECRET, userRecord } from "../test/fixtures.ts";
import { a, startUpstreamServer, type UpstreamServer } from "../test/upstream-server.ts";
import { parseConfig } from "./config.ts";
import { MemoryPolicySource } from "./policy/policy-source.ts";
import { type ResolverService, startService } from "./service.ts";
import { createSelfSigned } from "./tls/self-signed.ts";

describe("scale-out behind dnsdist", () => {
  const token = newToken();
  let dir: string;
  let upstream: UpstreamServer;
  let contract: ContractServer;
  let instances: ResolverService[];
  let dnsdist: Dnsdist;
  let cert: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "protect-dns-scale-"));
    upstream = await startUpstreamServer({ "allowed.example": [a("allowed.example", "192.0.2.1", 300)] });
    const source = new MemoryPolicySource();
    source.setList("curated", ["casino.example"]);
    source.setList("full", ["poker.example"]);
    source.setUser(userRecord("u1", [token], { blocklistMode: "full" }));
    contract = await startContractServer(source, SECRET);
    instances = [];
    // One instance on each UDP machinery (batched where built, Node's dgram): the answers through
    // dnsdist must be the same bytes from either.
    const ios = process.platform === "linux" ? ["batched", "dgram"] : ["dgram", "dgram"];
    for (const [i, name] of ["a", "b"].entries()) {
      const config = parseConfig({
        env: "test",
        dataDir: join(dir, name),
        server: { url: contract.url, secret: SECRET },
        plain: { enabled: false },
        doh: { enabled: false },
        dot: { enabled: false },
        proxy: { enabled: true, port: 0 },
        upstreams: [upstream.url],
        unknownToken: "curated",
        udpIo: ios[i],
      });
      const instance = await startService(config, { logger: pino({ level: "silent" }) });
      await instance.ready;
      instances.push(instance);
    }
    const tls = createSelfSigned({
      names: ["localhost", "127.0.0.1"],
      notBefore: new Date(Date.now() - 3_600_000),
      days: 30,
    });
    cert = tls.cert;
    writeFileSync(join(dir, "cert.pem"), tls.cert);
    writeFileSync(join(dir, "key.pem"), tls.key, { mode: 0o600 });
    dnsdist = await startDnsdist({
      certFile: join(dir, "cert.pem"),
      keyFile: join(dir, "key.pem"),
      backends: instances.map((instance) => instance.ports.proxyUdp!),
    });
  });

  afterAll(async () => {
    await dnsdist?.close();
    for (const instance of instances ?? []) await instance.close();
    await contract?.close();
    await upstream?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("both instances hold the same policy version", () => {
    expect(instances[0]!.store.version).toBe(instances[1]!.store.version);
  });

  it("answers DoH through dnsdist with the device's policy, identically from either instance", async () => {
    const origin = `https://127.0.0.1:${dnsdist.dohPort}`;
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const blocked = await doh2(origin, cert, {
        method: "GET",
        path: dohGetPath(token, encodeQuery("poker.example", { id: 7 })),
      });
      expect(blocked.status).toBe(200);
      answers.push(decode(blocked.body));
    }
    expect(extendedError(answers[0]!)).toEqual({ code: 15, text: "Blocked: gambling (full list)" });
    for (const answer of answers) {
      expect(answer.rcode).toBe("NXDOMAIN"); // the full list: only the device's user has it
      expect(extendedError(answer)).toEqual(extendedError(answers[0]!));
      expect(answer.raw.equals(answers[0]!.raw)).toBe(true);
    }
    const allowed = await doh2(origin, cert, {
      method: "GET",
      path: dohGetPath(token, encodeQuery("allowed.example")),
    });
    expect(decode(allowed.body).answers[0]?.data).toBe("192.0.2.1");
  });

  it("answers UDP through dnsdist with the unknown-token policy, identically from either instance", async () => {
    const replies = [];
    for (let i = 0; i < 4; i++) replies.push(await udpQuery(dnsdist.udpPort, encodeQuery("casino.example", { id: 9 })));
    // Identical but for the TTLs: dnsdist's packet cache counts them down by the second, so a reply
    // served a second boundary later carries TTL - 1 (the bytes then differ by that alone).
    const records = (raw: Buffer) => {
      const { answers, authorities, additionals } = decode(raw);
      return [...answers, ...authorities, ...additionals];
    };
    const withoutTtl = (raw: Buffer) => {
      const { raw: _bytes, answers, authorities, additionals, ...header } = decode(raw);
      const strip = (list: DecodedRecord[]) => list.map(({ ttl: _ttl, ...rest }) => rest);
      return { ...header, answers: strip(answers), authorities: strip(authorities), additionals: strip(additionals) };
    };
    const first = replies[0]!;
    for (const reply of replies) {
      expect(withoutTtl(reply)).toEqual(withoutTtl(first));
      const ttls = records(reply).map((record) => record.ttl ?? 0);
      for (const [i, record] of records(first).entries()) {
        expect(Math.abs((record.ttl ?? 0) - ttls[i]!)).toBeLessThanOrEqual(1);
      }
    }
    expect(decode(replies[0]!).rcode).toBe("NXDOMAIN");
    expect(decode(await udpQuery(dnsdist.udpPort, encodeQuery("poker.example"))).rcode).toBe("NXDOMAIN"); // upstream: unknown
    expect(extendedError(decode(await udpQuery(dnsdist.udpPort, encodeQuery("poker.example"))))).toBeNull();
  });

  it("keeps answering when one instance is killed", async () => {
    const killed = instances.shift()!;
    const port = killed.ports.proxyUdp!;
    await killed.close();
    await dnsdist.waitForLog(new RegExp(`Marking downstream 127\\.0\\.0\\.1:${port} as 'down'`));
    for (let i = 0; i < 6; i++) {
      const reply = decode(await udpQuery(dnsdist.udpPort, encodeQuery("casino.example")));
      expect(reply.rcode).toBe("NXDOMAIN");
      const doh = await doh2(`https://127.0.0.1:${dnsdist.dohPort}`, cert, {
        method: "POST",
        path: `/dns-query/${token}`,
        body: encodeQuery("allowed.example"),
      });
      expect(decode(doh.body).answers[0]?.data).toBe("192.0.2.1");
    }
  });
});
