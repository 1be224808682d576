// Both UDP machineries (the native batched socket and Node's dgram) around one real resolver, on
// loopback: the same rules (IDs, truncation, EDNS, errors, PROXY v2) and the same bytes.
import { createSocket, type Socket } from "node:dgram";
import dnsPacket, { type Answer } from "dns-packet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decode, encodeQuery, extendedError } from "../../test/dns-client.ts";
import { newToken, userRecord } from "../../test/fixtures.ts";
import { a } from "../../test/upstream-server.ts";
import { DomainIndex } from "../blocklist/domain-index.ts";
import { manualClock } from "../clock.ts";
import { PolicyStore } from "../policy/policy-store.ts";
import { AnswerCache } from "../resolve/answer-cache.ts";
import { DEFAULT_CANARIES, Resolver } from "../resolve/resolver.ts";
import { MemoryUpstream } from "../resolve/upstream.ts";
import { proxyTrust, TOKEN_TLV } from "./proxy-protocol.ts";
import { loadUdpBatch, resolveUdpIo, type UdpIo } from "./udp-io.ts";
import { type Listener, listenUdp } from "./udp-server.ts";

const RECORDS: Record<string, Answer[]> = {
  "allowed.example": [a("allowed.example", "192.0.2.1", 300)],
  "big.example": Array.from({ length: 40 }, (_, i) => a("big.example", `192.0.2.${i + 1}`)),
  ...Object.fromEntries(
    Array.from({ length: 120 }, (_, i) => [`n${i}.example`, [a(`n${i}.example`, `198.51.100.${i}`, 600)]]),
  ),
};

/** Answers from RECORDS, after a turn of the event loop (as a network upstream would). */
const upstream = new MemoryUpstream(async (query) => {
  await new Promise((resolve) => setImmediate(resolve));
  const packet = dnsPacket.decode(Buffer.from(query));
  const question = packet.questions![0]!;
  const answers = RECORDS[question.name.toLowerCase()] ?? [];
  return dnsPacket.encode({
    type: "response",
    id: packet.id ?? 0,
    flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (answers.length > 0 ? 0 : 3),
    questions: [question],
    answers,
  });
});

const token = newToken();

function resolver(): Resolver {
  const store = new PolicyStore();
  const lists = { curated: { etag: '"c"', count: 1 }, full: { etag: '"f"', count: 0 } };
  store.apply({ version: 1, full: true, lists, users: [userRecord("u1", [token])] });
  store.setList("curated", DomainIndex.from(["casino.example"]), '"c"');
  store.setList("full", DomainIndex.from([]), '"f"');
  store.setList("bypass", DomainIndex.empty, '"b"');
  return new Resolver({
    policy: store,
    upstream,
    cache: new AnswerCache({ maxBytes: 1 << 20, maxTtl: 86_400 }),
    // A clock that stands still: answers served from the cache are the same bytes every time.
    clock: manualClock(new Date("2026-11-28T12:00:00Z")),
    handshakes: { seen: () => {} },
    soa: { mname: "ns.dot.test", rname: "hostmaster.dot.test" },
    blockedTtl: 60,
    unknownToken: "refuse",
    canaries: DEFAULT_CANARIES,
  });
}

/** A PROXY v2 header (PROXY command, UDP over IPv4) with the token TLV when given. */
function proxyHeader(deviceToken: string | null, command: "proxy" | "local" = "proxy"): Buffer {
  const tlv =
    deviceToken === null
      ? Buffer.alloc(0)
      : Buffer.concat([Buffer.from([TOKEN_TLV, 0, deviceToken.length]), Buffer.from(deviceToken)]);
  const addresses = Buffer.from([192, 0, 2, 10, 127, 0, 0, 1, 0x30, 0x39, 0, 53]);
  const fixed = Buffer.from([0x0d, 0x0a, 0x0d, 0x0a, 0x00, 0x0d, 0x0a, 0x51, 0x55, 0x49, 0x54, 0x0a]);
  const length = addresses.length + tlv.length;
  return Buffer.concat([
    fixed,
    Buffer.from([command === "proxy" ? 0x21 : 0x20, 0x12, length >> 8, length & 0xff]),
    addresses,
    tlv,
  ]);
}

/**
 * Sends `messages` from one socket, all at once, and collects replies by ID until as many have
 * come as `expected` lists (the IDs that should be answered; the test then checks which came).
 */
async function exchange(port: number, messages: Buffer[], expected: number[]): Promise<Map<number, Buffer>> {
  const socket: Socket = createSocket("udp4");
  const replies = new Map<number, Buffer>();
  let count = 0;
  const all = new Promise<void>((resolve, reject) => {
    socket.on("message", (reply) => {
      replies.set(reply.readUInt16BE(0), reply);
      if (++count === expected.length) resolve();
    });
    socket.on("error", reject);
  });
  await new Promise<void>((resolve) => socket.connect(port, "127.0.0.1", () => resolve()));
  for (const message of messages) socket.send(message);
  await all;
  socket.close();
  return replies;
}

const query = (name: string, id: number, options: Parameters<typeof encodeQuery>[1] = {}) =>
  encodeQuery(name, { ...options, id });

describe("the UDP machinery", () => {
  it("is chosen at start-up: batched where the addon is built, dgram with the reason elsewhere", () => {
    expect(resolveUdpIo("dgram")).toEqual({ io: "dgram", fallbackReason: null });
    if (process.platform === "linux") {
      // CI and the team's machines build the addon in npm ci: a missing build fails here.
      expect(loadUdpBatch()).toHaveProperty("addon");
      expect(resolveUdpIo("auto")).toEqual({ io: "batched", fallbackReason: null });
    } else {
      expect(resolveUdpIo("auto")).toMatchObject({ io: "dgram", fallbackReason: expect.stringMatching(/Linux/) });
      expect(() => resolveUdpIo("batched")).toThrow(/not available/);
    }
  });
});

const machineries: UdpIo[] = process.platform === "linux" ? ["batched", "dgram"] : ["dgram"];

describe.each(machineries)("plain DNS over UDP (%s)", (io) => {
  let plain: Listener;
  let withToken: Listener;
  let proxied: Listener;
  const errors: unknown[] = [];

  beforeAll(async () => {
    const onError = (error: unknown) => errors.push(error);
    const r = resolver();
    plain = await listenUdp({ host: "127.0.0.1", port: 0, resolver: r, token: null, io, onError });
    withToken = await listenUdp({ host: "127.0.0.1", port: 0, resolver: r, token, io, onError });
    proxied = await listenUdp({
      host: "127.0.0.1",
      port: 0,
      resolver: r,
      token: null,
      proxy: proxyTrust(["127.0.0.1/32"]),
      io,
      onError,
    });
  });
  afterAll(async () => {
    await Promise.all([plain, withToken, proxied].map((listener) => listener?.close()));
    expect(errors).toEqual([]);
  });

  it("answers with the query's ID and question spelling, from the upstream and then the cache", async () => {
    for (const id of [4242, 4243]) {
      const replies = await exchange(withToken.port, [query("Allowed.Example", id)], [id]);
      const answer = decode(replies.get(id)!);
      expect(answer.id).toBe(id);
      expect(answer.questions[0]?.name).toBe("Allowed.Example");
      expect(answer.answers.map((record) => record.data)).toEqual(["192.0.2.1"]);
    }
  });

  it("refuses without a token, blocks with EDE 15, and answers the canaries itself", async () => {
    const replies = await exchange(plain.port, [query("allowed.example", 1), query("mask.icloud.com", 2)], [1, 2]);
    expect(decode(replies.get(1)!).rcode).toBe("REFUSED");
    expect(extendedError(decode(replies.get(1)!))?.code).toBe(18);
    expect(decode(replies.get(2)!).rcode).toBe("NXDOMAIN");
    const blocked = decode((await exchange(withToken.port, [query("www.casino.example", 3)], [3])).get(3)!);
    expect(blocked.rcode).toBe("NXDOMAIN");
    expect(extendedError(blocked)).toEqual({ code: 15, text: "Blocked: gambling (curated list)" });
  });

  it("truncates an answer too big for 512 octets without EDNS; with EDNS it fits in 1232", async () => {
    const replies = await exchange(
      withToken.port,
      [query("big.example", 10, { edns: false }), query("big.example", 11, { udpSize: 4096 })],
      [10, 11],
    );
    const truncated = decode(replies.get(10)!);
    expect(truncated.flag_tc).toBe(true);
    expect(truncated.answers).toHaveLength(0);
    expect(replies.get(10)!.length).toBeLessThanOrEqual(512);
    const whole = decode(replies.get(11)!);
    expect(whole.flag_tc).toBe(false);
    expect(whole.answers).toHaveLength(40);
    expect(replies.get(11)!.length).toBeLessThanOrEqual(1232);
    expect(whole.additionals.find((record) => record.type === "OPT")).toBeDefined();
  });

  it("answers FORMERR and BADVERS, and drops responses and runts without a word", async () => {
    const twoQuestions = Buffer.from(query("allowed.example", 20));
    twoQuestions.writeUInt16BE(2, 4);
    const ednsV1 = Buffer.from(query("allowed.example", 21));
    ednsV1[ednsV1.length - 11 + 6] = 1; // OPT version byte
    const response = Buffer.from(query("allowed.example", 22));
    response[2]! |= 0x80;
    const runt = Buffer.from([0, 23, 1]);
    const replies = await exchange(
      withToken.port,
      [twoQuestions, ednsV1, response, runt, query("allowed.example", 24)],
      [20, 21, 24],
    );
    expect(decode(replies.get(20)!).rcode).toBe("FORMERR");
    expect(replies.get(21)![3]! & 0xf).toBe(0); // BADVERS is extended rcode 16: 0 in the header
    expect(decode(replies.get(21)!).additionals.find((record) => record.type === "OPT")).toBeDefined();
    expect(replies.has(22)).toBe(false);
    expect(replies.has(23)).toBe(false);
    expect(decode(replies.get(24)!).rcode).toBe("NOERROR");
  });

  // 150 at once: more than two batches, and well within what the socket's receive buffer holds
  // (about 256 such datagrams by default), so that none is lost before it is read.
  it("answers a burst of 150 mixed queries (cached, upstream, blocked), each with its own ID and name", async () => {
    const names = Array.from({ length: 150 }, (_, i) =>
      i % 3 === 0 ? `n${(i / 3) % 120}.example` : i % 3 === 1 ? "allowed.example" : `x${i}.casino.example`,
    );
    const ids = names.map((_, i) => 1000 + i);
    const replies = await exchange(
      withToken.port,
      names.map((name, i) => query(name, ids[i]!)),
      ids,
    );
    names.forEach((name, i) => {
      const answer = decode(replies.get(ids[i]!)!);
      expect(answer.questions[0]?.name).toBe(name);
      expect(answer.rcode).toBe(name.endsWith("casino.example") ? "NXDOMAIN" : "NOERROR");
    });
  });

  it("takes the token from a PROXY v2 header of a trusted balancer, and drops what is not one", async () => {
    const message = (header: Buffer, id: number) => Buffer.concat([header, query("www.casino.example", id)]);
    const malformed = proxyHeader(token);
    malformed[12] = 0x11; // version 1
    const replies = await exchange(
      proxied.port,
      [
        message(proxyHeader(token), 30),
        message(proxyHeader(null, "local"), 31),
        message(malformed, 32),
        query("www.casino.example", 33),
        message(proxyHeader(token), 34),
      ],
      [30, 31, 34],
    );
    expect(extendedError(decode(replies.get(30)!))?.code).toBe(15);
    expect(decode(replies.get(31)!).rcode).toBe("REFUSED");
    expect(replies.has(32)).toBe(false);
    expect(replies.has(33)).toBe(false);
  });
});

describe.runIf(machineries.length === 2)("batched and dgram UDP", () => {
  it("give the same answers byte for byte", async () => {
    const r = resolver();
    const onError = (error: unknown) => {
      throw error;
    };
    const messages = [
      query("allowed.example", 1),
      query("ALLOWED.example", 2, { edns: false }),
      query("big.example", 3, { edns: false }),
      query("big.example", 4, { dnssecOk: true }),
      query("casino.example", 5),
      query("mask.icloud.com", 6, { padding: true }),
      query("nothing.example", 7),
      query("n7.example", 8, { type: "AAAA" }),
    ];
    const ids = messages.map((message) => message.readUInt16BE(0));
    const batched = await listenUdp({ host: "127.0.0.1", port: 0, resolver: r, token, io: "batched", onError });
    const dgram = await listenUdp({ host: "127.0.0.1", port: 0, resolver: r, token, io: "dgram", onError });
    await exchange(batched.port, messages, ids); // fills the cache: both then answer from it
    const fromBatched = await exchange(batched.port, messages, ids);
    const fromDgram = await exchange(dgram.port, messages, ids);
    for (const id of ids) expect(fromBatched.get(id)!.equals(fromDgram.get(id)!), `answer ${id}`).toBe(true);
    await Promise.all([batched.close(), dgram.close()]);
  });
});
