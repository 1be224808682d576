// A small authoritative DNS server on loopback (UDP and TCP), the upstream of the tests: answers
// from a table of records, NXDOMAIN for the rest, counts the queries it gets, and can be silenced.
import { createSocket } from "node:dgram";
import { createServer, type Socket } from "node:net";
import dnsPacket, { type Answer, type Packet } from "dns-packet";
import { FrameReader, frame } from "../src/transport/frames.ts";

export interface UpstreamServer {
  host: string;
  port: number;
  url: string;
  /** Queries received, by "name type". */
  readonly queries: string[];
  records: Map<string, Answer[]>;
  /** When true, UDP queries get no answer (a dead upstream). */
  silent: boolean;
  /** Answer with TC over UDP for these names (so that the client retries over TCP). */
  truncate: Set<string>;
  close(): Promise<void>;
}

function answer(server: UpstreamServer, query: Buffer, udp: boolean): Buffer | null {
  let packet: Packet;
  try {
    packet = dnsPacket.decode(query);
  } catch {
    return null;
  }
  const question = packet.questions?.[0];
  if (!question) return null;
  const name = question.name.toLowerCase();
  server.queries.push(`${name} ${question.type}`);
  const records = (server.records.get(name) ?? []).filter(
    (record) => record.type === question.type || record.type === "CNAME",
  );
  const known = server.records.has(name);
  const truncated = udp && server.truncate.has(name);
  const soa: Answer = {
    name: name.split(".").slice(-2).join("."),
    type: "SOA",
    ttl: 600,
    data: {
      mname: "ns.test",
      rname: "hostmaster.test",
      serial: 1,
      refresh: 3600,
      retry: 600,
      expire: 86400,
      minimum: 120,
    },
  };
  return dnsPacket.encode({
    type: "response",
    id: packet.id ?? 0,
    flags:
      dnsPacket.RECURSION_DESIRED |
      dnsPacket.RECURSION_AVAILABLE |
      (truncated ? dnsPacket.TRUNCATED_RESPONSE : 0) |
      (known ? 0 : 3),
    questions: [question],
    answers: truncated ? [] : records,
    authorities: records.length === 0 && !truncated ? [soa] : [],
    additionals: [{ type: "OPT", name: ".", udpPayloadSize: 1232 } as unknown as Answer],
  });
}

export async function startUpstreamServer(records: Record<string, Answer[]> = {}): Promise<UpstreamServer> {
  let udp = createSocket("udp4");
  const sockets = new Set<Socket>();
  const tcp = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    const reader = new FrameReader(
      (message) => {
        const reply = answer(server, message, false);
        if (reply) socket.write(frame(reply));
      },
      () => socket.destroy(),
    );
    socket.on("data", (chunk) => reader.push(chunk));
  });
  // UDP and TCP on the same port: take a free UDP port, try TCP on it, try again if it is taken.
  let port = 0;
  for (let attempt = 0; port === 0; attempt++) {
    await new Promise<void>((resolve) => udp.bind(0, "127.0.0.1", resolve));
    const candidate = udp.address().port;
    const bound = await new Promise<boolean>((resolve) => {
      tcp.once("error", () => resolve(false));
      tcp.listen(candidate, "127.0.0.1", () => resolve(true));
    });
    if (bound) port = candidate;
    else if (attempt > 20) throw new Error("No free port for the upstream server");
    else {
      await new Promise<void>((resolve) => udp.close(() => resolve()));
      udp = createSocket("udp4");
    }
  }
  const server: UpstreamServer = {
    host: "127.0.0.1",
    port,
    url: `udp://127.0.0.1:${port}`,
    queries: [],
    records: new Map(Object.entries(records)),
    silent: false,
    truncate: new Set(),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all([
        new Promise<void>((resolve) => udp.close(() => resolve())),
        new Promise<void>((resolve) => tcp.close(() => resolve())),
      ]);
    },
  };
  udp.on("message", (msg, peer) => {
    if (server.silent) return;
    const reply = answer(server, msg, true);
    if (reply) udp.send(reply, peer.port, peer.address);
  });
  return server;
}

/** An A record. */
export function a(name: string, address: string, ttl = 300): Answer {
  return { name, type: "A", ttl, data: address };
}

/** A CNAME record. */
export function cname(name: string, target: string, ttl = 300): Answer {
  return { name, type: "CNAME", ttl, data: target };
}
