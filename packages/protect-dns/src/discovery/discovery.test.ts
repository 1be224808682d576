import dnsPacket from "dns-packet";
import { beforeEach, describe, expect, it } from "vitest";
import { encodeQuery } from "../../test/dns-client.ts";
import { newToken, userRecord } from "../../test/fixtures.ts";
import { DomainIndex } from "../blocklist/domain-index.ts";
import { manualClock } from "../clock.ts";
import { HandshakeReporter } from "../handshake/handshake-reporter.ts";
import { MemoryHandshakeSink } from "../handshake/handshake-sink.ts";
import { PolicyStore } from "../policy/policy-store.ts";
import { AnswerCache } from "../resolve/answer-cache.ts";
import { DEFAULT_CANARIES, Resolver } from "../resolve/resolver.ts";
import { MemoryUpstream } from "../resolve/upstream.ts";
import { DiscoveryCounter } from "./discovery-counter.ts";
import { DiscoveryReporter } from "./discovery-reporter.ts";
import { MemoryDiscoverySink } from "./discovery-sink.ts";
import { DiscoveryTap } from "./discovery-tap.ts";

const START = new Date("2026-11-23T10:00:00Z");
const DAY = 86_400_000;
const LISTS = {
  curated: { etag: '"c1"', count: 1 },
  full: { etag: '"f1"', count: 1 },
  bypass: { etag: '"b1"', count: 1 },
};

/** Every name exists with one A and one AAAA record, except nx.example. */
const upstream = new MemoryUpstream((query) => {
  const packet = dnsPacket.decode(Buffer.from(query));
  const question = packet.questions![0]!;
  const missing = question.name === "nx.example";
  const answers =
    missing || (question.type !== "A" && question.type !== "AAAA")
      ? []
      : [
          question.type === "A"
            ? { name: question.name, type: "A" as const, ttl: 300, data: "192.0.2.7" }
            : { name: question.name, type: "AAAA" as const, ttl: 300, data: "2001:db8::7" },
        ];
  return dnsPacket.encode({
    type: "response",
    id: packet.id ?? 0,
    flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (missing ? 3 : 0),
    questions: [question],
    answers,
  });
});

describe("discovery of new names (k-anonymous day counts)", () => {
  const tokens = Array.from({ length: 6 }, () => newToken());
  let clock: ReturnType<typeof manualClock>;
  let sink: MemoryDiscoverySink;
  let reporter: DiscoveryReporter;
  let resolver: Resolver;

  beforeEach(() => {
    clock = manualClock(START);
    const store = new PolicyStore();
    store.apply({
      version: 1,
      full: true,
      lists: LISTS,
      users: tokens.map((token, index) =>
        userRecord(`u${index}`, [token], { blocklistMode: index === 0 ? "curated" : "full" }),
      ),
    });
    store.setList("curated", DomainIndex.from(["casino.example"]), '"c1"');
    store.setList("full", DomainIndex.from(["poker.example"]), '"f1"');
    store.setList("bypass", DomainIndex.from(["dns.google"]), '"b1"');
    const counter = new DiscoveryCounter({ k: 5, maxNames: 1000 });
    sink = new MemoryDiscoverySink();
    reporter = new DiscoveryReporter({ counter, sink, clock });
    resolver = new Resolver({
      policy: store,
      upstream,
      cache: new AnswerCache({ maxBytes: 1 << 20, maxTtl: 86_400 }),
      clock,
      handshakes: new HandshakeReporter({ sink: new MemoryHandshakeSink(), clock }),
      soa: { mname: "ns.dot.test", rname: "hostmaster.dot.test" },
      blockedTtl: 60,
      unknownToken: "full",
      canaries: DEFAULT_CANARIES,
      discovery: new DiscoveryTap(counter, store),
    });
  });

  async function ask(name: string, token: string | null, type: "A" | "AAAA" = "A") {
    await resolver.handle(encodeQuery(name, { type }), { transport: "doh", token });
  }

  async function dayEnds() {
    clock.advance(DAY);
    await reporter.reportDue();
    return (
      sink.reports
        .at(-1)
        ?.names.map((entry) => entry.name)
        .sort() ?? []
    );
  }

  it("4 devices asking a name reports nothing; 5 report the name with its addresses, and nothing else", async () => {
    for (const token of tokens.slice(0, 4)) await ask("four.example", token);
    // The addresses come from the answers the counted queries got (a device's first one per name).
    for (const [index, token] of tokens.slice(0, 5).entries())
      await ask("five.example", token, index < 3 ? "A" : "AAAA");
    // One device asking many times is still one device.
    for (let i = 0; i < 20; i++) await ask("one.example", tokens[0]!);
    expect(await dayEnds()).toEqual(["five.example"]);
    expect(sink.reports).toEqual([
      { day: "2026-11-23", k: 5, names: [{ name: "five.example", addresses: ["192.0.2.7", "2001:db8:0:0:0:0:0:7"] }] },
    ]);
  });

  it("never reports a device, a token or a user: the report is day, k, names and addresses only", async () => {
    for (const token of tokens) await ask("shared.example", token);
    await dayEnds();
    const text = JSON.stringify(sink.reports);
    for (const token of tokens) expect(text).not.toContain(token);
    expect(Object.keys(sink.reports[0]!).sort()).toEqual(["day", "k", "names"]);
    expect(Object.keys(sink.reports[0]!.names[0]!).sort()).toEqual(["addresses", "name"]);
  });

  it("leaves out listed names (curated, full, bypass, even for curated-mode devices), NXDOMAIN and unknown tokens", async () => {
    for (const token of tokens) {
      await ask("www.poker.example", token); // full list: answered for the curated-mode device only
      await ask("nx.example", token);
    }
    for (let i = 0; i < 6; i++) await ask("anonymous.example", null);
    expect(await dayEnds()).toEqual([]);
  });

  it("counts each UTC day on its own: 3 devices today and 2 tomorrow are not 5", async () => {
    for (const token of tokens.slice(0, 3)) await ask("split.example", token);
    clock.advance(DAY);
    for (const token of tokens.slice(3, 5)) await ask("split.example", token);
    await reporter.reportDue();
    expect(await dayEnds()).toEqual([]);
    expect(sink.reports.map((report) => report.day)).toEqual(["2026-11-23", "2026-11-24"]);
  });

  it("ending the day early (SIGUSR2) reports it at once; counts start again, so 3 before and 2 after are not 5", async () => {
    for (const token of tokens.slice(0, 5)) await ask("early.example", token);
    for (const token of tokens.slice(0, 3)) await ask("again.example", token);
    await reporter.endDay();
    expect(sink.reports).toEqual([
      { day: "2026-11-23", k: 5, names: [{ name: "early.example", addresses: ["192.0.2.7"] }] },
    ]);
    for (const token of tokens.slice(3, 5)) await ask("again.example", token);
    expect(await dayEnds()).toEqual([]);
    expect(sink.reports.map((report) => report.day)).toEqual(["2026-11-23", "2026-11-23"]);
  });

  it("keeps a day whose report failed and sends it on the next check", async () => {
    for (const token of tokens.slice(0, 5)) await ask("later.example", token);
    let failing = true;
    const flaky = new MemoryDiscoverySink();
    const counter = new DiscoveryCounter({ k: 5, maxNames: 10 });
    for (const [index, token] of tokens.slice(0, 5).entries())
      counter.add("later.example", token, [`192.0.2.${index}`], 20_415);
    const retrying = new DiscoveryReporter({
      counter,
      clock,
      sink: {
        async send(report) {
          if (failing) throw new Error("server down");
          await flaky.send(report);
        },
      },
    });
    await retrying.reportDue();
    expect(flaky.reports).toEqual([]);
    failing = false;
    await retrying.reportDue();
    expect(flaky.reports.map((report) => report.names.map((entry) => entry.name))).toEqual([["later.example"]]);
  });

  it("a late pair of a day that already ended is dropped, not counted into a new day", () => {
    const counter = new DiscoveryCounter({ k: 2, maxNames: 10 });
    counter.add("late.example", "d1", ["192.0.2.1"], 100);
    counter.roll(101);
    expect(counter.add("late.example", "d2", ["192.0.2.1"], 100)).toBe(false);
    counter.add("late.example", "d3", ["192.0.2.1"], 101);
    counter.roll(102);
    expect(counter.takeCompleted()).toEqual([
      { day: "1970-04-11", k: 2, names: [] },
      { day: "1970-04-12", k: 2, names: [] },
    ]);
  });
});
