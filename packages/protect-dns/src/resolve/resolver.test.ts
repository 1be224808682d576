import dnsPacket, { type Answer } from "dns-packet";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { decode, encodeQuery, extendedError, type QueryOptions } from "../../test/dns-client.ts";
import { newToken, userRecord } from "../../test/fixtures.ts";
import { a, cname } from "../../test/upstream-server.ts";
import { DomainIndex } from "../blocklist/domain-index.ts";
import { manualClock } from "../clock.ts";
import { HandshakeReporter } from "../handshake/handshake-reporter.ts";
import { MemoryHandshakeSink } from "../handshake/handshake-sink.ts";
import type { UserRecord } from "../policy/contract.ts";
import { PolicyStore } from "../policy/policy-store.ts";
import { MAX_CHAIN } from "../wire/chain.ts";
import { AnswerCache } from "./answer-cache.ts";
import { DEFAULT_CANARIES, type QueryContext, Resolver, type UnknownTokenPolicy } from "./resolver.ts";
import { MemoryUpstream, UpstreamError } from "./upstream.ts";

const START = new Date("2026-11-23T10:00:00Z");
const LISTS = { curated: { etag: '"c1"', count: 1 }, full: { etag: '"f1"', count: 1 } };

function upstreamFor(records: Record<string, Answer[]>) {
  return new MemoryUpstream((query) => {
    const packet = dnsPacket.decode(Buffer.from(query));
    const question = packet.questions![0]!;
    const answers = records[question.name.toLowerCase()];
    if (answers === undefined && question.name === "down.example") throw new UpstreamError("unreachable");
    return dnsPacket.encode({
      type: "response",
      id: packet.id ?? 0,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (answers ? 0 : 3),
      questions: [question],
      answers: answers ?? [],
      authorities: answers
        ? []
        : [
            {
              name: "example",
              type: "SOA",
              ttl: 900,
              data: {
                mname: "ns.example",
                rname: "h.example",
                serial: 1,
                refresh: 1,
                retry: 1,
                expire: 1,
                minimum: 120,
              },
            },
          ],
    });
  });
}

describe("resolver", () => {
  const token = newToken();
  const fullToken = newToken();
  const offToken = newToken();
  let clock: ReturnType<typeof manualClock>;
  let store: PolicyStore;
  let sink: MemoryHandshakeSink;
  let reporter: HandshakeReporter;
  let upstream: MemoryUpstream;

  function resolver(unknownToken: UnknownTokenPolicy = "refuse") {
    return new Resolver({
      policy: store,
      upstream,
      cache: new AnswerCache({ maxBytes: 1 << 20, maxTtl: 86_400 }),
      clock,
      handshakes: reporter,
      soa: { mname: "ns.dot.test", rname: "hostmaster.dot.test" },
      blockedTtl: 60,
      unknownToken,
      canaries: DEFAULT_CANARIES,
    });
  }

  async function ask(r: Resolver, name: string, options: QueryOptions & Partial<QueryContext> = {}) {
    const reply = await r.handle(encodeQuery(name, options), {
      transport: options.transport ?? "doh",
      token: options.token ?? null,
    });
    if (reply === null) throw new Error("no reply");
    return { ...decode(Buffer.from(reply.bytes)), ttl: reply.ttl };
  }

  function users(...records: UserRecord[]) {
    store.apply({ version: 1, full: true, lists: LISTS, users: records });
  }

  beforeEach(() => {
    clock = manualClock(START);
    store = new PolicyStore();
    users(
      userRecord("u1", [token], { customDomains: ["mine.example"] }),
      userRecord("u2", [fullToken], { blocklistMode: "full" }),
      userRecord("u3", [offToken], { protection: "off" }),
    );
    store.setList("curated", DomainIndex.from(["casino.example"]), '"c1"');
    store.setList("full", DomainIndex.from(["poker.example"]), '"f1"');
    store.setList("bypass", DomainIndex.empty, '"b0"');
    sink = new MemoryHandshakeSink();
    reporter = new HandshakeReporter({ sink, clock });
    upstream = upstreamFor({
      "allowed.example": [a("allowed.example", "192.0.2.1", 300)],
      "cloak.example": [cname("cloak.example", "tracker.casino.example"), a("tracker.casino.example", "192.0.2.9")],
      "casino.example": [a("casino.example", "192.0.2.66")],
      "big.example": Array.from({ length: 60 }, (_, i) => a("big.example", `192.0.2.${i + 1}`)),
      // CNAMEs whose targets' records do not come with them.
      "dangle.example": [cname("dangle.example", "CDN.example", 30)],
      "cdn.example": [a("cdn.example", "192.0.2.7", 300)],
      "dangle-blocked.example": [cname("dangle-blocked.example", "edge.casino.example")],
      "edge.casino.example": [a("edge.casino.example", "192.0.2.66")],
      "hop1.example": [cname("hop1.example", "hop2.example"), cname("hop2.example", "x.poker.example")],
      "x.poker.example": [cname("x.poker.example", "end.example", 50)],
      "end.example": [a("end.example", "192.0.2.8", 300)],
      "dangle-gone.example": [cname("dangle-gone.example", "gone.example", 40)],
      "loop1.example": [cname("loop1.example", "loop2.example")],
      "loop2.example": [cname("loop2.example", "loop1.example")],
      ...Object.fromEntries(
        Array.from({ length: 12 }, (_, i) => [`long${i}.example`, [cname(`long${i}.example`, `long${i + 1}.example`)]]),
      ),
    });
  });

  it("forwards an allowed name and answers with the client's ID and question", async () => {
    const r = resolver();
    const answer = await ask(r, "Allowed.Example", { token, id: 4242 });
    expect(answer.rcode).toBe("NOERROR");
    expect(answer.id).toBe(4242);
    expect(answer.questions?.[0]?.name).toBe("Allowed.Example");
    expect(answer.answers?.map((record) => record.data)).toEqual(["192.0.2.1"]);
    expect(answer.ttl).toBe(300);
  });

  it("blocks a cached name as soon as a new list names it, and answers it again once dropped", async () => {
    const r = resolver();
    expect((await ask(r, "allowed.example", { token: fullToken })).rcode).toBe("NOERROR");
    expect((await ask(r, "allowed.example", { token: fullToken })).rcode).toBe("NOERROR"); // from the cache
    store.setList("full", DomainIndex.from(["poker.example", "allowed.example"]), '"f2"');
    const blocked = await ask(r, "allowed.example", { token: fullToken });
    expect(blocked.rcode).toBe("NXDOMAIN");
    expect(extendedError(blocked)?.text).toBe("Blocked: gambling (full list)");
    // The curated user does not get the full list, whatever the full list said before.
    expect((await ask(r, "allowed.example", { token })).rcode).toBe("NOERROR");
    store.setList("full", DomainIndex.from(["poker.example"]), '"f3"');
    expect((await ask(r, "allowed.example", { token: fullToken })).rcode).toBe("NOERROR");
    expect(upstream.queries).toHaveLength(1);
  });

  it("serves a repeated question from the cache with TTLs aged by the clock", async () => {
    const r = resolver();
    await ask(r, "allowed.example", { token });
    clock.advance(100_000);
    const second = await ask(r, "allowed.example", { token });
    expect(upstream.queries).toHaveLength(1);
    expect(second.answers?.[0]?.ttl).toBe(200);
    expect(second.ttl).toBe(200);
    clock.advance(201_000);
    await ask(r, "allowed.example", { token });
    expect(upstream.queries).toHaveLength(2);
  });

  it("asks the upstream once for a burst of the same question", async () => {
    const r = resolver();
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(r, "allowed.example", { token })));
    expect(answers.every((answer) => answer.rcode === "NOERROR")).toBe(true);
    expect(upstream.queries).toHaveLength(1);
  });

  it("blocks a listed domain and its subdomains with NXDOMAIN, SOA and EDE 15 Blocked", async () => {
    const r = resolver();
    const answer = await ask(r, "www.casino.example", { token });
    expect(answer.rcode).toBe("NXDOMAIN");
    expect(answer.authorities?.[0]).toMatchObject({ name: "casino.example", type: "SOA", ttl: 60 });
    expect(extendedError(answer)).toEqual({ code: 15, text: "Blocked: gambling (curated list)" });
    expect(answer.ttl).toBe(60);
    expect(upstream.queries).toHaveLength(0);
    expect((await ask(r, "notcasino.example", { token })).rcode).toBe("NXDOMAIN"); // unknown upstream, not blocked
    expect(upstream.queries).toHaveLength(1);
  });

  it("blocks bypass routes for every device, whatever its mode, with EDE 15 and their own reason", async () => {
    store.setList("bypass", DomainIndex.from(["dns.google", "cloudflare-dns.com", "use-application-dns.net"]), '"b1"');
    const r = resolver();
    for (const [name, device] of [
      ["dns.google", token],
      ["mozilla.cloudflare-dns.com", fullToken],
    ] as const) {
      const answer = await ask(r, name, { token: device });
      expect(answer.rcode).toBe("NXDOMAIN");
      expect(extendedError(answer)).toEqual({ code: 15, text: "Blocked: bypass route (own resolver, VPN or proxy)" });
    }
    // The canaries keep their own answer (no EDE) even when a list names them.
    expect(extendedError(await ask(r, "use-application-dns.net", { token }))).toBeNull();
    // Protection switched off switches the bypass list off too.
    upstream = upstreamFor({ "dns.google": [a("dns.google", "8.8.8.8")] });
    expect((await ask(resolver(), "dns.google", { token: offToken })).rcode).toBe("NOERROR");
  });

  it("blocks the user's own domains with EDE 17 Filtered", async () => {
    const answer = await ask(resolver(), "a.mine.example", { token });
    expect(answer.rcode).toBe("NXDOMAIN");
    expect(extendedError(answer)).toEqual({ code: 17, text: "Blocked by your own list" });
  });

  it("applies the full list in full mode and during the downgrade grace only", async () => {
    const r = resolver();
    expect((await ask(r, "poker.example", { token: fullToken })).rcode).toBe("NXDOMAIN");
    expect(upstream.queries).toHaveLength(0);
    expect((await ask(r, "poker.example", { token })).rcode).toBe("NXDOMAIN"); // from the upstream: unknown name
    expect(extendedError(await ask(r, "poker.example", { token }))).toBeNull();
    users(userRecord("u1", [token], { graceUntil: new Date(START.getTime() + 3_600_000).toISOString() }));
    expect(extendedError(await ask(r, "poker.example", { token }))).toMatchObject({ code: 15 });
    clock.advance(3_600_000);
    expect(extendedError(await ask(r, "poker.example", { token }))).toBeNull();
  });

  it("does not filter for a user whose protection is off, nor once a running cooldown has ended", async () => {
    const r = resolver();
    const off = await ask(r, "casino.example", { token: offToken });
    expect(off.rcode).toBe("NOERROR");
    expect(off.answers?.[0]?.data).toBe("192.0.2.66");
    users(userRecord("u1", [token], { cooldownEndsAt: new Date(START.getTime() + 86_400_000).toISOString() }));
    expect((await ask(r, "casino.example", { token })).rcode).toBe("NXDOMAIN");
    clock.advance(86_400_000);
    expect((await ask(r, "casino.example", { token })).rcode).toBe("NOERROR");
  });

  it("blocks an allowed name that is an alias (CNAME) of a blocked one", async () => {
    const answer = await ask(resolver(), "cloak.example", { token });
    expect(answer.rcode).toBe("NXDOMAIN");
    expect(answer.authorities?.[0]?.name).toBe("casino.example");
  });

  it("resolves a dangling CNAME's target itself; the answer lives as long as its shortest link", async () => {
    const answer = await ask(resolver(), "dangle.example", { token });
    expect(answer.rcode).toBe("NOERROR");
    expect(answer.answers?.map((record) => [record.name, record.type, record.data])).toEqual([
      ["dangle.example", "CNAME", "CDN.example"],
      ["cdn.example", "A", "192.0.2.7"],
    ]);
    expect(answer.ttl).toBe(30);
    expect(upstream.queries).toHaveLength(2);
    // The joined answer is cached whole under the question.
    clock.advance(10_000);
    const again = await ask(resolver(), "dangle.example", { token });
    expect(again.answers).toHaveLength(2);
  });

  it("checks every link of a chain: a CNAME into a listed domain is blocked, chased or not", async () => {
    const chased = await ask(resolver(), "dangle-blocked.example", { token });
    expect(chased.rcode).toBe("NXDOMAIN");
    expect(extendedError(chased)?.code).toBe(15);
    expect(chased.authorities?.[0]?.name).toBe("casino.example");
    // hop1 → hop2 → x.poker.example (full list) → end.example: the middle link decides.
    const middle = await ask(resolver(), "hop1.example", { token: fullToken });
    expect(middle.rcode).toBe("NXDOMAIN");
    expect(middle.authorities?.[0]?.name).toBe("poker.example");
    const curated = await ask(resolver(), "hop1.example", { token });
    expect(curated.answers?.map((record) => record.data)).toEqual([
      "hop2.example",
      "x.poker.example",
      "end.example",
      "192.0.2.8",
    ]);
    expect(curated.ttl).toBe(50);
  });

  it("answers a chain ending in a name that does not exist with NXDOMAIN for as long as its shortest part", async () => {
    const answer = await ask(resolver(), "dangle-gone.example", { token });
    expect(answer.rcode).toBe("NXDOMAIN");
    expect(answer.answers?.[0]?.data).toBe("gone.example");
    expect(answer.ttl).toBe(40);
  });

  it("gives up on a looping or overlong chain with SERVFAIL, after a bounded number of questions", async () => {
    const loop = await ask(resolver(), "loop1.example", { token });
    expect(loop.rcode).toBe("SERVFAIL");
    expect(extendedError(loop)?.text).toMatch(/loop/);
    const before = upstream.queries.length;
    const long = await ask(resolver(), "long0.example", { token });
    expect(long.rcode).toBe("SERVFAIL");
    expect(extendedError(long)?.text).toMatch(/too long/);
    // The question, then one question per link until the chain reaches MAX_CHAIN links.
    expect(upstream.queries.length - before).toBe(MAX_CHAIN);
  });

  it("answers the canary domains NXDOMAIN for everyone, even without a token or policies", async () => {
    for (const name of [...DEFAULT_CANARIES, "x.use-application-dns.net"]) {
      const answer = await ask(resolver(), name, { token: null });
      expect(answer.rcode).toBe("NXDOMAIN");
      expect(extendedError(answer)).toBeNull();
    }
    store = new PolicyStore();
    expect((await ask(resolver(), "mask.icloud.com", { token })).rcode).toBe("NXDOMAIN");
    expect(upstream.queries).toHaveLength(0);
  });

  it("refuses unknown and missing tokens with EDE 18, or filters them when configured", async () => {
    const unknown = await ask(resolver(), "allowed.example", { token: newToken() });
    expect(unknown.rcode).toBe("REFUSED");
    expect(extendedError(unknown)).toEqual({ code: 18, text: "Unknown device token" });
    expect(extendedError(await ask(resolver(), "allowed.example", { token: null }))).toEqual({
      code: 18,
      text: "A device token is required",
    });
    expect((await ask(resolver(), "allowed.example", { token: "../../etc" })).rcode).toBe("REFUSED");
    const generic = resolver("curated");
    expect((await ask(generic, "casino.example", { token: null })).rcode).toBe("NXDOMAIN");
    expect((await ask(generic, "allowed.example", { token: newToken() })).rcode).toBe("NOERROR");
    expect(sink.reports).toHaveLength(0);
  });

  it("follows a device's changes from one query to the next: revoked, back, its user removed", async () => {
    const r = resolver();
    const lists = LISTS;
    expect((await ask(r, "allowed.example", { token })).rcode).toBe("NOERROR");
    const revoked = userRecord("u1", [token]);
    revoked.devices = revoked.devices.map((device) => ({ ...device, status: "revoked" as const }));
    store.apply({ version: 2, full: false, lists, users: [revoked] });
    expect(extendedError(await ask(r, "allowed.example", { token }))?.text).toBe("Unknown device token");
    store.apply({ version: 3, full: false, lists, users: [userRecord("u1", [token])] });
    expect((await ask(r, "allowed.example", { token })).rcode).toBe("NOERROR");
    store.apply({ version: 4, full: false, lists, users: [{ id: "u1", removed: true }] });
    expect((await ask(r, "allowed.example", { token })).rcode).toBe("REFUSED");
  });

  it("answers SERVFAIL with EDE 14 Not Ready until policies and lists are loaded", async () => {
    store = new PolicyStore();
    const answer = await ask(resolver(), "allowed.example", { token });
    expect(answer.rcode).toBe("SERVFAIL");
    expect(extendedError(answer)?.code).toBe(14);
  });

  it("answers SERVFAIL with EDE 23 when the upstream fails, and does not cache that", async () => {
    const r = resolver();
    const answer = await ask(r, "down.example", { token });
    expect(answer.rcode).toBe("SERVFAIL");
    expect(extendedError(answer)?.code).toBe(23);
    await ask(r, "down.example", { token });
    expect(upstream.queries).toHaveLength(2);
  });

  it("pads answers on encrypted transports to a multiple of 468 octets, never on plain UDP", async () => {
    const r = resolver();
    const padded = await r.handle(encodeQuery("allowed.example", { padding: true }), { transport: "dot", token });
    expect((padded as { bytes: Uint8Array }).bytes.length % 468).toBe(0);
    const blocked = await r.handle(encodeQuery("casino.example", { padding: true }), { transport: "doh", token });
    expect((blocked as { bytes: Uint8Array }).bytes.length % 468).toBe(0);
    const plain = await r.handle(encodeQuery("allowed.example", { padding: true }), { transport: "udp", token });
    expect((plain as { bytes: Uint8Array }).bytes.length % 468).not.toBe(0);
  });

  it("truncates an answer too big for the client's UDP size; TCP gets it whole", async () => {
    const r = resolver();
    const udp = await ask(r, "big.example", { token, transport: "udp", edns: false });
    expect(udp.flag_tc).toBe(true);
    expect(udp.answers).toHaveLength(0);
    const tcp = await ask(r, "big.example", { token, transport: "tcp", edns: false });
    expect(tcp.flag_tc).toBe(false);
    expect(tcp.answers).toHaveLength(60);
  });

  it("answers malformed queries with FORMERR, NOTIMP or BADVERS and drops what is not a query", async () => {
    const r = resolver();
    const ctx: QueryContext = { transport: "udp", token };
    expect(r.handle(new Uint8Array(5), ctx)).toBeNull();
    const response = encodeQuery("allowed.example");
    response[2]! |= 0x80;
    expect(r.handle(response, ctx)).toBeNull();
    const twoQuestions = Buffer.from(encodeQuery("allowed.example"));
    twoQuestions.writeUInt16BE(2, 4);
    expect(decode(Buffer.from((r.handle(twoQuestions, ctx) as { bytes: Uint8Array }).bytes)).rcode).toBe("FORMERR");
    const notify = Buffer.from(encodeQuery("allowed.example"));
    notify[2] = (notify[2]! & 0x87) | (4 << 3);
    expect(decode(Buffer.from((r.handle(notify, ctx) as { bytes: Uint8Array }).bytes)).rcode).toBe("NOTIMP");
    const cutName = Buffer.from(encodeQuery("allowed.example", { edns: false })).subarray(0, 20);
    expect(decode(Buffer.from((r.handle(cutName, ctx) as { bytes: Uint8Array }).bytes)).rcode).toBe("FORMERR");
    const version1 = Buffer.from(encodeQuery("allowed.example"));
    version1[version1.length - 11 + 6] = 1;
    const badvers = (r.handle(version1, ctx) as { bytes: Uint8Array }).bytes;
    expect(badvers[3]! & 0xf).toBe(0);
    expect(badvers[badvers.length - 6]).toBe(1); // extended rcode 16 = BADVERS (1 << 4)
  });

  it("never throws on arbitrary bytes", async () => {
    const r = resolver();
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 0, maxLength: 600 }), async (bytes) => {
        const reply = await r.handle(bytes, { transport: "udp", token });
        if (reply !== null) expect(reply.bytes.length).toBeGreaterThanOrEqual(12);
      }),
      { numRuns: 2000 },
    );
    const base = encodeQuery("allowed.example");
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: base.length - 1 }),
        fc.integer({ min: 0, max: 255 }),
        async (at, value) => {
          const mutated = Buffer.from(base);
          mutated[at] = value;
          await r.handle(mutated, { transport: "doh", token });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("reports a device's first query, then at most once a minute", async () => {
    const r = resolver();
    await ask(r, "allowed.example", { token });
    await ask(r, "casino.example", { token });
    await reporter.flush();
    expect(sink.reports).toEqual([{ token, lastQueryAt: START.getTime() }]);
    clock.advance(59_000);
    await ask(r, "allowed.example", { token });
    await reporter.flush();
    expect(sink.reports).toHaveLength(1);
    clock.advance(1000);
    await ask(r, "allowed.example", { token });
    await ask(r, "allowed.example", { token: fullToken });
    await reporter.flush();
    expect(sink.reports.map((report) => report.token)).toEqual([token, token, fullToken]);
    expect(sink.reports[1]!.lastQueryAt).toBe(START.getTime() + 60_000);
  });
});
